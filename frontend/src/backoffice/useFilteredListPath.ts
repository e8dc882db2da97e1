import { useCreatePath } from 'react-admin';

/** The path of a resource's list opened with `filter`, as react-admin reads it from the address. */
export function useFilteredListPath(): (resource: string, filter: object) => string {
  const createPath = useCreatePath();
  return (resource, filter) =>
    `${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
