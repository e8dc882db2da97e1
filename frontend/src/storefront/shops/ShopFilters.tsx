import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
} from '@mui/material';
import { DISTANCE_CHOICES_KM, RATING_CHOICES, type ShopStatusFilter } from './shop-discovery';
import type { useCustomerLocation } from './useCustomerLocation';

export const DISTANCE_UNKNOWN = 'Distance: share your location or add an address with its location';

const STATUS_CHOICES: { value: ShopStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Shops' },
  { value: 'open', label: 'Open Now' },
  { value: 'closed', label: 'Closed' },
];

interface ShopFiltersProps {
  status: ShopStatusFilter;
  onStatusChange: (status: ShopStatusFilter) => void;
  withinKm: number | null;
  onWithinKmChange: (withinKm: number | null) => void;
  deliversToMe: boolean;
  onDeliversToMeChange: (deliversToMe: boolean) => void;
  location: ReturnType<typeof useCustomerLocation>;
  minRating: number | null;
  onMinRatingChange: (minRating: number | null) => void;
}

/** Shop Status, Distance (and only the shops that deliver here) and Rating, all applied by the server; distance without a known location says why. */
export function ShopFilters({
  status,
  onStatusChange,
  withinKm,
  onWithinKmChange,
  deliversToMe,
  onDeliversToMeChange,
  location,
  minRating,
  onMinRatingChange,
}: ShopFiltersProps) {
  const distanceKnown = location.origin !== null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Filters"
      sx={{ p: 2.5, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      <FormControl>
        <FormLabel id="shop-status-label">Shop Status</FormLabel>
        <RadioGroup
          aria-labelledby="shop-status-label"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as ShopStatusFilter)}
        >
          {STATUS_CHOICES.map((choice) => (
            <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} />
          ))}
        </RadioGroup>
      </FormControl>

      <Stack spacing={1}>
        <FormControl disabled={!distanceKnown} size="small">
          <InputLabel id="distance-filter-label">Distance</InputLabel>
          <Select
            labelId="distance-filter-label"
            label="Distance"
            value={distanceKnown && withinKm !== null ? String(withinKm) : 'any'}
            onChange={(event) => onWithinKmChange(event.target.value === 'any' ? null : Number(event.target.value))}
          >
            <MenuItem value="any">Any Distance</MenuItem>
            {DISTANCE_CHOICES_KM.map((km) => (
              <MenuItem key={km} value={String(km)}>
                Within {km}km
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>
            {location.source === 'browser' && 'From your current location'}
            {location.source === 'address' && 'From your default address'}
            {location.source === null && (location.locateFailed ? 'Your location could not be read' : DISTANCE_UNKNOWN)}
          </FormHelperText>
        </FormControl>
        <FormControlLabel
          disabled={!distanceKnown}
          control={
            <Switch
              checked={distanceKnown && deliversToMe}
              onChange={(event) => onDeliversToMeChange(event.target.checked)}
            />
          }
          label="Delivers to me"
        />
      </Stack>

      <FormControl size="small">
        <InputLabel id="rating-filter-label">Rating</InputLabel>
        <Select
          labelId="rating-filter-label"
          label="Rating"
          value={minRating === null ? 'any' : String(minRating)}
          onChange={(event) => onMinRatingChange(event.target.value === 'any' ? null : Number(event.target.value))}
        >
          <MenuItem value="any">Any Rating</MenuItem>
          {RATING_CHOICES.map((stars) => (
            <MenuItem key={stars} value={String(stars)}>
              {stars}+ Stars
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Paper>
  );
}
