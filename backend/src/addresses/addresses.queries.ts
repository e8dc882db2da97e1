import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { BuiltQuery, entityOf } from '../database/built-query';
import { Address } from './address.entity';

/** One of the user's addresses, not deleted, by id. */
export const ADDRESS_OF_USER = new BuiltQuery<{ userId: string; id: string }, Address>(['userId', 'id'], (manager) =>
  manager.createQueryBuilder(Address, 'address').where('address.userId = :userId AND address.id = :id'),
);

/**
 * Joins to `qb`, as `alias`, the address of the user in `userIdColumn` that a query of another
 * module reads: the one whose id is the query's parameter `idParameter`, or else their default
 * one; not deleted. `addressIn` reads it back.
 */
export function joinAddress<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  userIdColumn: string,
  idParameter?: string,
): SelectQueryBuilder<T> {
  const which = idParameter ? `${alias}.id = :${idParameter}` : `${alias}.isDefault`;
  return qb.leftJoinAndSelect(
    Address,
    alias,
    `${alias}.userId = ${userIdColumn} AND ${which} AND ${alias}.deletedAt IS NULL`,
  );
}

/** The address that `joinAddress` joined as `alias` in `row`; null when there is none. */
export function addressIn(manager: EntityManager, row: ObjectLiteral, alias: string): Address | null {
  return entityOf(manager, Address, alias, row);
}
