import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { DISTANCE_UNKNOWN } from './ShopFilters';
import type { useCustomerLocation } from './useCustomerLocation';

/** Where distances are measured from, and the way to measure them from where the customer stands. */
export function LocationBar({ location }: { location: ReturnType<typeof useCustomerLocation> }) {
  const text =
    location.source === 'browser'
      ? 'Distances from your current location'
      : location.source === 'address'
        ? 'Distances from your default address'
        : location.locateFailed
          ? 'Your location could not be read. Allow it in the browser, or pin your default address.'
          : DISTANCE_UNKNOWN;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1.5, color: 'text.secondary' }}
    >
      <PlaceOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" data-testid="location-source" sx={{ flexGrow: 1, minWidth: 0 }}>
        {text}
      </Typography>
      {location.canLocate && location.source !== 'browser' && (
        <Button size="small" startIcon={<MyLocationIcon />} onClick={location.locate} disabled={location.locating}>
          {location.locating ? 'Locating...' : 'Use my location'}
        </Button>
      )}
    </Stack>
  );
}
