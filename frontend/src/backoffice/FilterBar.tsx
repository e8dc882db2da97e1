import SearchIcon from '@mui/icons-material/Search';
import { FormControlLabel, InputAdornment, Stack, Switch, TextField } from '@mui/material';
import { createContext, useContext, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useLiveListFilters, type ListFilters } from './BackOfficeList';

/** A filter's width: the whole row on a phone, side by side from a tablet up. */
const FILTER_WIDTH = { width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 220 } };

/** How long a search waits for the next key before it asks the server. */
const SEARCH_DELAY_MS = 500;

type FilterValue = ListFilters[string];

interface FilterBarState {
  values: ListFilters;
  change: (source: string, value: FilterValue, delayMs?: number) => void;
}

const FilterBarContext = createContext<FilterBarState | null>(null);

function useFilterBar(): FilterBarState {
  const state = useContext(FilterBarContext);
  if (!state) throw new Error('A filter of a list is used inside its <FilterBar>.');
  return state;
}

/** The filters with `source` set to `value`, or without it for no value (null, '' or false). */
function withFilter(filters: ListFilters, source: string, value: FilterValue): ListFilters {
  const others = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== source));
  return value === null || value === '' || value === false ? others : { ...others, [source]: value };
}

/**
 * A list's filters as a bar of plain controls (the browser's own pickers, a switch, a search box),
 * given to react-admin's <List filters>, which shows it above the records. It holds every filter of
 * the list, like react-admin's filter form but without a form library: that form, as it mounted,
 * rendered itself again several times in blocking tasks. A filter applies as it changes (a search
 * once typing pauses); filters changed elsewhere (a link to a filtered list, Back) show in the bar.
 */
export function FilterBar({ children }: { children: ReactNode }) {
  const { filterValues, setFilters } = useLiveListFilters();
  const [values, setValues] = useState(filterValues);
  const latest = useRef(values);
  const applied = useRef(JSON.stringify(filterValues));
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  const shownByList = JSON.stringify(filterValues);
  useEffect(() => {
    if (shownByList === applied.current) return;
    applied.current = shownByList;
    latest.current = JSON.parse(shownByList) as ListFilters;
    setValues(latest.current);
  }, [shownByList]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const change = (source: string, value: FilterValue, delayMs = 0) => {
    latest.current = withFilter(latest.current, source, value);
    setValues(latest.current);
    clearTimeout(pending.current);
    // Every filter of the bar at once, as they are when it applies: none is lost to another's delay.
    const apply = () => {
      applied.current = JSON.stringify(latest.current);
      setFilters(latest.current);
    };
    if (delayMs > 0) pending.current = setTimeout(apply, delayMs);
    else apply();
  };

  return (
    <FilterBarContext value={{ values, change }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1 }}>
        {children}
      </Stack>
    </FilterBarContext>
  );
}

interface Choice {
  id: string | number;
  name: string;
}

interface FilterSelectProps {
  source: string;
  label: string;
  choices: readonly Choice[];
  /** The choice of no filter. */
  emptyText: string;
}

/** One filter chosen with the browser's own select: on a phone, the phone's own picker. */
export function FilterSelect({ source, label, choices, emptyText }: FilterSelectProps) {
  const { values, change } = useFilterBar();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    // The select names each choice by its id as text; the filter keeps the id as the choices have it.
    const chosen = choices.find((choice) => String(choice.id) === event.target.value);
    change(source, chosen ? chosen.id : null);
  };
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={FILTER_WIDTH}
      label={label}
      value={String(values[source] ?? '')}
      onChange={choose}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{emptyText}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </TextField>
  );
}

/** A search of the list by text, applied once typing pauses. */
export function FilterSearch({ source, placeholder }: { source: string; placeholder: string }) {
  const { values, change } = useFilterBar();
  return (
    <TextField
      type="search"
      size="small"
      fullWidth={false}
      sx={FILTER_WIDTH}
      placeholder={placeholder}
      value={String(values[source] ?? '')}
      onChange={(event) => change(source, event.target.value, SEARCH_DELAY_MS)}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A filter that is on or off: off shows every record (no filter), not those without it. */
export function FilterSwitch({ source, label }: { source: string; label: string }) {
  const { values, change } = useFilterBar();
  return (
    <FormControlLabel
      label={label}
      control={<Switch checked={values[source] === true} onChange={(event) => change(source, event.target.checked)} />}
    />
  );
}
