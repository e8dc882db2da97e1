import { isDeepStrictEqual } from 'node:util';
import { applyDecorators, BadRequestException, Type } from '@nestjs/common';
import { ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage, IsOptional, ValidateBy } from 'class-validator';

const READ_ONLY = 'readOnly';

/**
 * A field of a record's answer that a PUT may send back (react-admin sends whole records) but not
 * change (D10): `assertReadOnlyFieldsUnchanged` accepts it only as the API answers it.
 */
export const ReadOnly = (options: ApiPropertyOptions = {}) =>
  applyDecorators(
    // readOnly: Swagger UI leaves the field out of the request body it pre-fills.
    ApiPropertyOptional({ ...options, readOnly: true, description: 'Read only: accepted when unchanged' }),
    IsOptional(),
    // Recorded as a check that always passes: class-validator's metadata is what subclasses and
    // Nest's mapped types (PartialType, PickType, IntersectionType) carry over to their classes.
    ValidateBy({ name: READ_ONLY, validator: { validate: () => true } }),
  );

/** The fields `dto` declares `ReadOnly()`, its parent classes' and those of the types it is mapped from included. */
export function readOnlyFieldsOf(dto: Type): string[] {
  const fields = getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((metadata) => metadata.name === READ_ONLY)
    .map((metadata) => metadata.propertyName);
  return [...new Set(fields)];
}

/**
 * A client may send back a record it read. Each read-only field of `dto` that `body` carries must
 * be as the API answers the current record: `answer` is that record's response DTO, compared as
 * JSON (dates as ISO strings, money as two-decimal strings, nested objects and arrays deeply, in
 * any key order). A field whose answer moves with the clock may be checked against `earlier`
 * answers of the same record too: any of them will do. Anything else is a 400 naming each field.
 */
export function assertReadOnlyFieldsUnchanged(dto: Type, body: object, answer: object, ...earlier: object[]): void {
  const sent = asJson(body);
  const answers = [answer, ...earlier].map(asJson);
  const changed = readOnlyFieldsOf(dto).filter(
    (field) => Object.hasOwn(sent, field) && !answers.some((json) => isDeepStrictEqual(sent[field], json[field])),
  );
  if (changed.length > 0) throw new BadRequestException(changed.map((field) => `${field} cannot be changed`));
}

/** The object as it travels in JSON: undefined fields left out, dates as ISO strings, plain objects. */
function asJson(value: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}
