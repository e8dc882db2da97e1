import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput } from 'react-admin';
import { formatDay } from '../../format';

/** The dates (`YYYY-MM-DD`, days in India) the shop stays closed all day, whatever its hours say. */
export function HolidaysInput({ source = 'holidays' }: { source?: string }) {
  const { id, field } = useInput({ source, defaultValue: [] });
  const holidays: string[] = Array.isArray(field.value) ? field.value : [];
  const [date, setDate] = useState('');

  const add = () => {
    if (!holidays.includes(date)) field.onChange([...holidays, date].sort());
    setDate('');
  };

  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ width: '100%', maxWidth: 600, mt: 1, mb: 2 }}>
      <Typography id={`${id}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Holidays
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        The shop takes no orders on these dates.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          id={`${id}-date`}
          type="date"
          size="small"
          label="Holiday date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        />
        <Button variant="outlined" onClick={add} disabled={!date}>
          Add holiday
        </Button>
      </Stack>
      <Stack
        component="ul"
        aria-label="Holidays"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {holidays.map((holiday) => (
          <li key={holiday}>
            <Chip
              label={formatDay(holiday)}
              onDelete={() => field.onChange(holidays.filter((other) => other !== holiday))}
              data-day={holiday}
            />
          </li>
        ))}
      </Stack>
      {holidays.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No holidays.
        </Typography>
      )}
    </Box>
  );
}
