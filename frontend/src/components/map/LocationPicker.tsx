import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { browserPosition, type GeoPoint } from './geo';
import { LocationPrecisionNote, type LocationPrecision } from './LocationPrecisionNote';

// Leaflet and its tiles are for the pages that place a pin: downloaded when the map opens.
const PinMap = lazy(() => import('./PinMap'));

const MAP_HEIGHT_PX = 280;

interface LocationPickerProps {
  /** Where the place is now: its pin, else its pincode's centre; null: not located. */
  point: GeoPoint | null;
  precision: LocationPrecision;
  /** The person placed the pin: by dragging, tapping the map, or the browser's position. */
  onPin: (point: GeoPoint) => void;
  /** Drops the pin, back to the pincode's centre; offered while pinned. */
  onReset: () => void;
  /** What to say while the place is not located at all. */
  notLocated: string;
  /** Why pin it, in the page's words. */
  hint: string;
}

/**
 * Where a place is, on a map: it opens on the place (its pincode's centre until pinned) at street
 * level with a marker to drag, or on the browser's position. Never typed coordinates.
 */
export function LocationPicker({ point, precision, onPin, onReset, notLocated, hint }: LocationPickerProps) {
  // The map opens by itself once there is something to show; the person may still close or open it.
  const [mapChoice, setMapChoice] = useState<boolean | null>(null);
  const mapOpen = mapChoice ?? point !== null;
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);

  const locate = () => {
    setLocating(true);
    setLocateFailed(false);
    browserPosition()
      .then((position) => {
        onPin(position);
        setMapChoice(true);
      })
      .catch(() => setLocateFailed(true))
      .finally(() => setLocating(false));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Location on the map
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <LocationPrecisionNote precision={precision} notLocated={notLocated} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<MyLocationIcon />} onClick={locate} disabled={locating}>
          {locating ? 'Locating...' : 'Use my location'}
        </Button>
        <Button
          size="small"
          startIcon={<MapOutlinedIcon />}
          onClick={() => setMapChoice(!mapOpen)}
          aria-expanded={mapOpen}
        >
          {mapOpen ? 'Hide map' : 'Show map'}
        </Button>
        {precision === 'pin' && (
          <Button size="small" onClick={onReset}>
            Reset to pincode
          </Button>
        )}
      </Stack>
      {locateFailed && (
        <FormHelperText error>Your location could not be read: drag the marker on the map instead.</FormHelperText>
      )}
      {mapOpen && (
        <Suspense
          fallback={
            <Box sx={{ height: MAP_HEIGHT_PX, display: 'grid', placeItems: 'center', mt: 1 }}>
              <CircularProgress aria-label="Loading the map" />
            </Box>
          }
        >
          <PinMap point={point} onPick={onPin} height={MAP_HEIGHT_PX} />
        </Suspense>
      )}
    </Box>
  );
}
