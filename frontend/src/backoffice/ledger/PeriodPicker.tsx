import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { Period } from './ledger-api';

/** Side by side, even on a phone. */
const FIELD_WIDTH = { flex: '1 1 140px', maxWidth: 220 };

/** Each end of the period, with its field's label. */
const EDGES = [
  ['from', 'From'],
  ['to', 'To'],
] as const satisfies readonly (readonly [keyof Period, string])[];

/**
 * The period a ledger counts: two days in India, From and To, both included. A change applies as
 * soon as both are dates and From is not after To; until then the fields say what is wrong.
 */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const [draft, setDraft] = useState<Period>(period);
  const [shown, setShown] = useState<Period>(period);
  // The period may change from elsewhere (the page's address): the fields follow it.
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
  }
  const backwards = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const problem = (edge: keyof Period) => {
    if (edge === 'from' && backwards) return 'From must not be after To';
    return draft[edge] === '' ? 'Choose a day' : undefined;
  };
  const change = (edge: keyof Period) => (value: string) => {
    const next = { ...draft, [edge]: value };
    setDraft(next);
    if (next.from && next.to && next.from <= next.to) onChange(next);
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Period">
      {EDGES.map(([edge, label]) => (
        <TextField
          key={edge}
          label={label}
          type="date"
          size="small"
          fullWidth={false}
          sx={FIELD_WIDTH}
          value={draft[edge]}
          onChange={(event) => change(edge)(event.target.value)}
          error={problem(edge) !== undefined}
          helperText={problem(edge) ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}
