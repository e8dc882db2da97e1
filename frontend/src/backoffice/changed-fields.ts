/**
 * The `fields` of a form whose values differ from the record it opened with. A shop's PUT is
 * partial: sending only what the person changed leaves the rest as the server has it (a radius
 * shown as the configured default stays the default, and another person's edit is not undone).
 */
export function changedFields<T extends object, K extends keyof T>(
  data: T,
  previous: Partial<T> | undefined,
  fields: readonly K[],
): Partial<Pick<T, K>> {
  return Object.fromEntries(
    fields
      .filter((field) => JSON.stringify(data[field] ?? null) !== JSON.stringify(previous?.[field] ?? null))
      .map((field) => [field, data[field] ?? null]),
  ) as Partial<Pick<T, K>>;
}
