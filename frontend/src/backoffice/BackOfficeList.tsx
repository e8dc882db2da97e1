import { createContext, useContext, useDeferredValue, useMemo, type ReactElement } from 'react';
import {
  ListContextProvider,
  ListView,
  OptionalResourceContextProvider,
  useListController,
  type ListControllerProps,
  type ListProps,
  type RaRecord,
} from 'react-admin';

const NO_FILTER = {};

/** A list's filters, by name. */
export type ListFilters = Record<string, string | number | boolean | null>;

interface LiveListFilters {
  filterValues: ListFilters;
  setFilters: (filters: ListFilters) => void;
}

const LiveListFiltersContext = createContext<LiveListFilters | null>(null);

/**
 * The list's filters as they are now, and their setter, for the controls that change them: the list
 * context's lag a transition behind, and a control that showed them would show its previous value
 * until the list has rendered again.
 */
export function useLiveListFilters(): LiveListFilters {
  const filters = useContext(LiveListFiltersContext);
  if (!filters) throw new Error('useLiveListFilters is used inside a <BackOfficeList>.');
  return filters;
}

/**
 * The list's state and records, handed to its view at a transition's pace. Each answer of the list's
 * query reaches react-admin's list controller as a blocking update (TanStack Query delivers it through
 * useSyncExternalStore); this component takes it, and its view (filters, records, pagination) renders
 * the new state from a transition that yields to the browser every few milliseconds.
 */
function DeferredListBase<R extends RaRecord>({ view, ...props }: ListControllerProps<R> & { view: ReactElement }) {
  const controller = useListController<R>(props);
  const shown = useDeferredValue(controller);
  const { filterValues, setFilters } = controller;
  const liveFilters = useMemo(() => ({ filterValues, setFilters }), [filterValues, setFilters]);
  const list = useMemo(
    () => (
      <OptionalResourceContextProvider value={props.resource}>
        <ListContextProvider value={shown}>{view}</ListContextProvider>
      </OptionalResourceContextProvider>
    ),
    [props.resource, shown, view],
  );
  return <LiveListFiltersContext value={liveFilters}>{list}</LiveListFiltersContext>;
}

/** react-admin's <List>, its view rendered at a transition's pace (DeferredListBase). */
export function BackOfficeList<R extends RaRecord = RaRecord>({
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  exporter,
  filter = NO_FILTER,
  filterDefaultValues,
  perPage = 10,
  queryOptions,
  resource,
  sort,
  storeKey,
  ...viewProps
}: Omit<ListProps<R>, 'authLoading' | 'loading'>) {
  return (
    <DeferredListBase<R>
      debounce={debounce}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      perPage={perPage}
      queryOptions={queryOptions}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      view={<ListView<R> {...viewProps} />}
    />
  );
}
