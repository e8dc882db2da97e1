/** One page of a react-admin style list: its rows, where they start, and how many the whole list holds. */
export interface ListPage<T> {
  rows: T[];
  offset: number;
  total: number;
}

// The total of `Content-Range: shops 0-11/40` (or of an empty page, `shops */0`); `fallback` without the header.
export function totalOf(response: Response, fallback: number): number {
  const match = /\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '');
  return match ? Number(match[1]) : fallback;
}

/** The `range` parameter for `limit` rows from `offset`: `[offset, last]`, both included. */
export function rangeOf(offset: number, limit: number): string {
  return JSON.stringify([offset, offset + limit - 1]);
}

/** Where the next page starts, or undefined once every row is in: for `getNextPageParam`. */
export function nextOffsetOf(page: ListPage<unknown>): number | undefined {
  const next = page.offset + page.rows.length;
  return page.rows.length > 0 && next < page.total ? next : undefined;
}

/** The page of rows an API list answered, from `offset`: its total from the answer's `Content-Range`. */
export function listPageOf<T>({ data, response }: { data?: T[]; response: Response }, offset: number): ListPage<T> {
  const rows = data ?? [];
  return { rows, offset, total: totalOf(response, offset + rows.length) };
}
