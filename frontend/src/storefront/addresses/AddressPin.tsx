import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Box, Button, CircularProgress, FormHelperText, Grid, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { browserPosition, type GeoPoint } from './geo';

// Leaflet and its tiles are for the few who pin an address: downloaded when the map opens.
const PinMap = lazy(() => import('./PinMap'));

const MAP_HEIGHT_PX = 280;

interface CoordinateField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText?: string;
}

interface AddressPinProps {
  latitude: CoordinateField;
  longitude: CoordinateField;
  /** The point the fields name, when both are valid. */
  point: GeoPoint | null;
  /** A point from the map or the browser; null removes the pin. */
  onPick: (point: GeoPoint | null) => void;
}

/** Where the address is: typed coordinates, the browser's position, or a tap on the map. */
export function AddressPin({ latitude, longitude, point, onPick }: AddressPinProps) {
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const pinned = latitude.value.trim() !== '' || longitude.value.trim() !== '';

  const locate = () => {
    setLocating(true);
    setLocateFailed(false);
    browserPosition()
      .then(onPick)
      .catch(() => setLocateFailed(true))
      .finally(() => setLocating(false));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Location on the map
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Pin the address so that distances, the delivery area, the fee and the delivery time are exact.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Latitude" fullWidth {...latitude} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Longitude" fullWidth {...longitude} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<MyLocationIcon />} onClick={locate} disabled={locating}>
          {locating ? 'Locating...' : 'Use my location'}
        </Button>
        <Button
          size="small"
          startIcon={<MapOutlinedIcon />}
          onClick={() => setMapOpen((open) => !open)}
          aria-expanded={mapOpen}
        >
          {mapOpen ? 'Hide map' : 'Pick on map'}
        </Button>
        {pinned && (
          <Button size="small" color="error" onClick={() => onPick(null)}>
            Remove pin
          </Button>
        )}
      </Stack>
      {locateFailed && (
        <FormHelperText error>Your location could not be read: type it or pick it on the map.</FormHelperText>
      )}
      {mapOpen && (
        <Suspense
          fallback={
            <Box sx={{ height: MAP_HEIGHT_PX, display: 'grid', placeItems: 'center', mt: 1 }}>
              <CircularProgress aria-label="Loading the map" />
            </Box>
          }
        >
          <PinMap point={point} onPick={onPick} height={MAP_HEIGHT_PX} />
        </Suspense>
      )}
    </Box>
  );
}
