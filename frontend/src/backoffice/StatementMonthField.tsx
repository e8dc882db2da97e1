import { TextField } from '@mui/material';
import { useState } from 'react';

/**
 * The month a statement covers (`YYYY-MM`), chosen by the person, else `fallback`: a cleared
 * field falls back rather than leaving the download without a month.
 */
export function useStatementMonth(fallback: string): [string, (month: string) => void] {
  const [month, setMonth] = useState('');
  return [month || fallback, setMonth];
}

/** The month of a statement to download, as the browser's month picker. */
export function StatementMonthField({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <TextField
      label="Statement month"
      type="month"
      size="small"
      fullWidth={false}
      value={month}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
