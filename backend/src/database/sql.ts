/**
 * A SQL list of string literals, `'a', 'b'`, for the CHECK constraints of columns that hold one
 * of a fixed set of values. The values come from the code, never from a request.
 */
export const sqlList = (values: readonly string[]) =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
