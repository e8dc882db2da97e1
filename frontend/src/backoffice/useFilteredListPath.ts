import { useCreatePath } from 'react-admin';
import { filteredListPath } from './list-path';

/** The path of a resource's list opened with `filter`, as react-admin reads it from the address. */
export function useFilteredListPath(): (resource: string, filter: object) => string {
  const createPath = useCreatePath();
  return (resource, filter) => filteredListPath(createPath({ resource, type: 'list' }), filter);
}
