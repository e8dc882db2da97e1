/**
 * The members of one of the API's enums, at run time: the keys of a record typed by that enum, so the
 * compiler refuses a member missing or unknown and the list cannot drift from `schema.d.ts`. The
 * record's key order is the list's order.
 */
export function enumMembers<T extends string>(record: Record<T, unknown>): T[] {
  return Object.keys(record) as T[];
}
