import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { CONTACT_CATEGORIES, ContactCategory } from '../contact-message.entity';

export const MESSAGE_SORT_FIELDS = ['createdAt', 'name', 'email', 'subject', 'category'] as const;
type MessageSortField = (typeof MESSAGE_SORT_FIELDS)[number];

/** A list answers at most this many rows, with or without `range`. */
export const MAX_MESSAGE_ROWS = 1000;

/** The react-admin simple REST list query, as it arrives: three JSON strings. */
export class ListContactMessagesQueryDto {
  @ApiPropertyOptional({
    description: `JSON [field, order]; field one of ${MESSAGE_SORT_FIELDS.join(', ')}. Newest first by default.`,
    example: '["createdAt","DESC"]',
  })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({
    description: `JSON [first, last], both included. Without it at most ${MAX_MESSAGE_ROWS} rows.`,
    example: '[0,24]',
  })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({
    description:
      'JSON object: "q" (case-insensitive substring of name, email or subject), "id" (one id or a list), "category"',
    example: '{"q":"late delivery"}',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}

export interface ContactMessageListQuery {
  sortField: MessageSortField;
  sortOrder: 'ASC' | 'DESC';
  skip: number;
  take: number;
  q?: string;
  ids?: string[];
  category?: ContactCategory;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the three JSON parameters; anything malformed is a 400 that says which parameter. */
export function parseContactMessageListQuery(raw: ListContactMessagesQueryDto): ContactMessageListQuery {
  const query: ContactMessageListQuery = { sortField: 'createdAt', sortOrder: 'DESC', skip: 0, take: MAX_MESSAGE_ROWS };

  if (raw.sort !== undefined) {
    const sort = parseJson(raw.sort, 'sort');
    const [field, order] = Array.isArray(sort) ? sort : [];
    const orderName = typeof order === 'string' ? order.toUpperCase() : undefined;
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      !MESSAGE_SORT_FIELDS.includes(field as MessageSortField) ||
      (orderName !== 'ASC' && orderName !== 'DESC')
    ) {
      throw new BadRequestException(
        `sort must be ["<field>","ASC"|"DESC"] with a field among ${MESSAGE_SORT_FIELDS.join(', ')}`,
      );
    }
    query.sortField = field as MessageSortField;
    query.sortOrder = orderName;
  }

  if (raw.range !== undefined) {
    const range = parseJson(raw.range, 'range');
    const [first, last] = Array.isArray(range) ? range : [];
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !Number.isSafeInteger(first) ||
      !Number.isSafeInteger(last) ||
      first < 0 ||
      last < first
    ) {
      throw new BadRequestException('range must be [first, last]: whole numbers, 0 <= first <= last');
    }
    query.skip = first;
    query.take = Math.min(last - first + 1, MAX_MESSAGE_ROWS);
  }

  if (raw.filter !== undefined) {
    const filter = parseJson(raw.filter, 'filter');
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw new BadRequestException('filter must be a JSON object');
    }
    for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
      if (key === 'q' && typeof value === 'string') {
        query.q = value.trim() || undefined;
      } else if (key === 'id' && isIdList(value)) {
        query.ids = Array.isArray(value) ? value : [value];
      } else if (key === 'category' && CONTACT_CATEGORIES.includes(value as ContactCategory)) {
        query.category = value as ContactCategory;
      } else {
        throw new BadRequestException(`filter.${key} is not a filter of messages or has a wrong value`);
      }
    }
  }
  return query;
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestException(`${name} must be valid JSON`);
  }
}

function isIdList(value: unknown): value is string | string[] {
  const ids = Array.isArray(value) ? value : [value];
  return ids.every((id) => typeof id === 'string' && UUID.test(id));
}
