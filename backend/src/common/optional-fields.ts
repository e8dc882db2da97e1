import { Type } from '@nestjs/common';
import { PartialType } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, but not sent as `null`: for values that have no "empty" state
 * (a name, a status, a switch). class-validator's `IsOptional` would let `null` through to a
 * NOT NULL column. Fields that may be emptied keep `IsOptional`.
 */
export const IsOptionalNotNull = () => ValidateIf((_object, value) => value !== undefined);

/** Every field of a DTO optional for a partial update, none of them nullable unless it was already. */
export const PartialUpdate = <T>(fields: Type<T>) => PartialType(fields, { skipNullProperties: false });
