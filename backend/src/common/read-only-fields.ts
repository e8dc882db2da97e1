import { BadRequestException } from '@nestjs/common';

/**
 * A client may send back a record it read (react-admin sends whole records). Fields it may not
 * change are accepted only with their current value; anything else is a 400.
 */
export function assertReadOnlyFieldsUnchanged<T extends object>(
  current: T,
  body: Partial<Record<keyof T, unknown>>,
  fields: (keyof T)[],
): void {
  const changed = fields.filter((field) => {
    const sent = body[field];
    if (sent === undefined) return false;
    const value = current[field] as unknown;
    const comparable = value instanceof Date ? value.toISOString() : value;
    return sent !== comparable;
  });
  if (changed.length > 0) {
    throw new BadRequestException(changed.map((field) => `${String(field)} cannot be changed`));
  }
}
