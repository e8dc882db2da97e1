import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import {
  copyDayToAll,
  formatClock,
  nextDay,
  newSlot,
  runsPastMidnight,
  slotsOf,
  WEEKDAYS,
  withDaySlots,
  type OpeningSlot,
  type Weekday,
} from './opening-hours';

const NO_SCHEDULE = 'No opening hours set: customers can order whenever the shop is set to Open.';
const SCHEDULE =
  'Customers can order inside these hours while the shop is set to Open. A time that closes earlier than it ' +
  'opens runs past midnight.';

/**
 * A time input knows no 24:00, the midnight that ends a day: it shows as 00:00, and a slot closing
 * at 00:00 is sent as closing at 24:00, which means the same for any slot but also lets 00:00 to
 * 00:00 be the whole day.
 */
const closingInput = (closes: string) => (closes === '24:00' ? '00:00' : closes);
const closingTime = (input: string) => (input === '00:00' ? '24:00' : input);

interface SlotRowProps {
  id: string;
  dayName: string;
  number: number;
  slot: OpeningSlot;
  onChange: (slot: OpeningSlot) => void;
  onRemove: () => void;
}

function SlotRow({ id, dayName, number, slot, onChange, onRemove }: SlotRowProps) {
  const time = (field: 'opens' | 'closes', label: string, value: string, toSlot: (value: string) => string) => (
    <TextField
      id={`${id}-${field}`}
      type="time"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange({ ...slot, [field]: toSlot(event.target.value) })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
    />
  );
  return (
    // Two equal columns of times and the remove button: side by side on a phone as on a desktop.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
        columnGap: 1,
        alignItems: 'center',
        maxWidth: 360,
      }}
    >
      {time('opens', 'Opens', slot.opens, (value) => value)}
      {time('closes', 'Closes', closingInput(slot.closes), closingTime)}
      <IconButton aria-label={`Remove ${dayName} slot ${number}`} onClick={onRemove} size="small">
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
      {runsPastMidnight(slot) && (
        <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }} data-testid="past-midnight">
          Past midnight: until {formatClock(slot.closes)} on {nextDay(slot.day).name}
        </Typography>
      )}
    </Box>
  );
}

interface DayProps {
  id: string;
  day: Weekday;
  name: string;
  week: OpeningSlot[];
  onChange: (week: OpeningSlot[]) => void;
}

/** One day of the week: its slots, a slot more, and its slots copied to every day. */
function DaySlots({ id, day, name, week, onChange }: DayProps) {
  const slots = slotsOf(week, day);
  const setSlots = (next: OpeningSlot[]) => onChange(withDaySlots(week, day, next));
  return (
    <Box role="group" aria-label={name} sx={{ py: 1 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 0.5 }}
      >
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {slots.length > 0 && (
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => onChange(copyDayToAll(week, day))}
            aria-label={`Copy to all days from ${name}`}
          >
            Copy to all days
          </Button>
        )}
      </Stack>
      <Stack spacing={1.5} sx={{ pt: slots.length > 0 ? 1 : 0 }}>
        {slots.length === 0 && week.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Closed
          </Typography>
        )}
        {slots.map((slot, index) => (
          <SlotRow
            // Slots have no id of their own: the position names them, as the remove button says.
            key={index}
            id={`${id}-${day}-${index}`}
            dayName={name}
            number={index + 1}
            slot={slot}
            onChange={(changed) => setSlots(slots.map((old, at) => (at === index ? changed : old)))}
            onRemove={() => setSlots(slots.filter((_, at) => at !== index))}
          />
        ))}
      </Stack>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => setSlots([...slots, newSlot(day, slots.at(-1))])}
        aria-label={`Add slot on ${name}`}
        sx={{ mt: 0.5 }}
      >
        Add slot
      </Button>
    </Box>
  );
}

/**
 * The weekly schedule of a shop (`openingHours`), edited a day at a time: several slots a day, a
 * slot past midnight said as such, a day's slots copied to the whole week. The server checks it.
 */
export function OpeningHoursInput({ source = 'openingHours' }: { source?: string }) {
  const { id, field } = useInput({ source, defaultValue: [] });
  // Until the record has a schedule the form holds '' (react-admin's empty value), not a list.
  const week: OpeningSlot[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ width: '100%', maxWidth: 600, mt: 1, mb: 2 }}>
      <Typography id={`${id}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Opening hours
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {week.length === 0 ? NO_SCHEDULE : SCHEDULE}
      </Typography>
      {WEEKDAYS.map(({ day, name }) => (
        <DaySlots key={day} id={id} day={day} name={name} week={week} onChange={field.onChange} />
      ))}
    </Box>
  );
}
