import { BadRequestException } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { parseFilter } from './list-request';
import { columnOf, ListSpec } from './list-spec';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The condition a field of a `filter` adds to a list's SQL, its value aside. */
type ConditionKind = 'search' | 'ids' | 'no ids' | 'null' | 'equals';

/** What of a `filter` shapes a list's SQL: its fields in order, and the condition each added. */
export type FilterShape = [field: string, kind: ConditionKind][];

/**
 * Narrows the query by a list's `filter` as its pages are narrowed, for reads of the whole list
 * (an export): a malformed filter is a 400 there too.
 */
export function filterList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  filter: string | undefined,
  spec: ListSpec,
): SelectQueryBuilder<T> {
  applyFilter(qb, parseFilter(filter), spec);
  return qb;
}

/** Narrows the query by each field of `filter`; a field the list does not offer, or a value of no condition, is a 400. */
export function applyFilter<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  filter: Record<string, unknown>,
  spec: ListSpec,
): FilterShape {
  return Object.entries(filter).map(([field, value], index) => [field, applyCondition(qb, spec, field, value, index)]);
}

function applyCondition<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  spec: ListSpec,
  field: string,
  value: unknown,
  index: number,
): ConditionKind {
  const param = `filter_${index}`;
  if (field === 'q') {
    if (typeof value !== 'string') throw new BadRequestException('filter.q must be a string');
    const like = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.andWhere(`(${spec.search.map((column) => `${column} ILIKE :${param}`).join(' OR ')})`, { [param]: like });
    return 'search';
  }
  if (field === 'id' && Array.isArray(value)) {
    if (!value.every((id) => typeof id === 'string' && UUID.test(id))) {
      throw new BadRequestException('filter.id must be a list of ids');
    }
    qb.andWhere(value.length > 0 ? `${spec.columns.id} IN (:...${param})` : 'FALSE', { [param]: value });
    return value.length > 0 ? 'ids' : 'no ids';
  }
  const column = columnOf(spec, field);
  if (column === undefined) throw new BadRequestException(`filter.${field} is not a field of this list`);
  if (value === null) {
    qb.andWhere(`${column} IS NULL`);
    return 'null';
  }
  if (!['string', 'number', 'boolean'].includes(typeof value)) {
    throw new BadRequestException(`filter.${field} must be a string, number, boolean or null`);
  }
  if ((field === 'id' || spec.idFields?.includes(field)) && !UUID.test(String(value))) {
    throw new BadRequestException(`filter.${field} must be an id`);
  }
  qb.andWhere(`${column} = :${param}`, { [param]: value });
  return 'equals';
}
