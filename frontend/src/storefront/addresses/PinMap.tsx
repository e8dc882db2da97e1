import 'leaflet/dist/leaflet.css';
import { Box, Typography, useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { GeoPoint } from './geo';

/** Without a pin the map shows India; a pin is shown close enough to tell one street from the next. */
const INDIA: [number, number] = [22.5, 79];
const INDIA_ZOOM = 4;
const PIN_ZOOM = 16;

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

interface PinMapProps {
  point: GeoPoint | null;
  onPick: (point: GeoPoint) => void;
  height: number;
}

/** A tap (or click) on the map moves the pin there. */
function PickOnTap({ onPick }: { onPick: (point: GeoPoint) => void }) {
  useMapEvents({ click: ({ latlng }) => onPick({ latitude: latlng.lat, longitude: latlng.lng }) });
  return null;
}

/** Follows a pin set elsewhere (typed, or the browser's position), keeping the zoom once zoomed in. */
function FollowPin({ point }: { point: GeoPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, point?.latitude, point?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps -- the point's value, not its identity
  return null;
}

/** OpenStreetMap around the address's pin: Leaflet, in a chunk of its own. */
export default function PinMap({ point, onPick, height }: PinMapProps) {
  const { palette } = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  // Opened below the form's fields: brought into sight, as far as the dialog needs to scroll.
  useEffect(() => {
    // A block body: newer browsers answer scrollIntoView with a promise, which React would take for a clean-up.
    frame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Box ref={frame} sx={{ mt: 1 }}>
      <Box
        data-testid="pin-map"
        sx={{
          height,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .leaflet-container': { height: '100%' },
        }}
      >
        <MapContainer
          center={point ? [point.latitude, point.longitude] : INDIA}
          zoom={point ? PIN_ZOOM : INDIA_ZOOM}
          scrollWheelZoom={false}
        >
          {/* OpenStreetMap's tile policy asks for the referring site; the app sends no referrer elsewhere. */}
          <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} referrerPolicy="strict-origin-when-cross-origin" />
          {point && (
            <CircleMarker
              center={[point.latitude, point.longitude]}
              radius={10}
              pathOptions={{ color: palette.primary.dark, fillColor: palette.primary.main, fillOpacity: 0.8 }}
            />
          )}
          <PickOnTap onPick={onPick} />
          <FollowPin point={point} />
        </MapContainer>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Zoom in and tap the entrance of the building.
      </Typography>
    </Box>
  );
}
