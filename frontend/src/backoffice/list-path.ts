/** The path of a list (`listPath`) opened with `filter`, as react-admin reads it from the address. */
export function filteredListPath(listPath: string, filter: object): string {
  return `${listPath}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
