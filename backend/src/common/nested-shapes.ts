import { applyDecorators, Type as Class } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsObject, ValidateNested } from 'class-validator';

/**
 * The checks a nested field of a request needs, kept together. `ValidateNested`
 * alone accepts more than its class: it walks into an array found where an object should be and
 * checks that array's items instead, so `[[{…}]]` and `[[]]` passed and were stored as `[{}]`.
 * class-transformer's `Type` leaves such an item an array (and a string a string), so `IsObject`
 * on each item sees the shape that was sent and refuses it with a 400 naming the field.
 */

/** What the API documentation says of a nested field besides its type. */
interface NestedFieldDocs {
  required?: boolean;
  description?: string;
  default?: unknown;
  example?: unknown;
}

/** A list of at most `maxSize` objects, each checked as an instance of `type`. */
export const IsListOf = (type: Class, maxSize: number, docs: NestedFieldDocs = {}) =>
  applyDecorators(
    ApiProperty({ ...docs, type: [type] }),
    IsArray(),
    ArrayMaxSize(maxSize),
    IsObject({ each: true }),
    ValidateNested({ each: true }),
    Type(() => type),
  );

/** An object (not an array), checked as an instance of `type`. */
export const IsObjectOf = (type: Class, docs: NestedFieldDocs = {}) =>
  applyDecorators(
    ApiProperty({ ...docs, type: () => type }),
    IsObject(),
    ValidateNested(),
    Type(() => type),
  );
