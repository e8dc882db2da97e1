import 'leaflet/dist/leaflet.css';
import { Box, Typography, useTheme } from '@mui/material';
import { divIcon, type LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { GeoPoint } from './geo';

/** Without a location the map shows India; a location is shown at street level, one street from the next. */
const INDIA: [number, number] = [22.5, 79];
const INDIA_ZOOM = 4;
const STREET_ZOOM = 15;
const MARKER_PX = 22;

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

interface PinMapProps {
  /** Where the place is (its pin, else its pincode's centre); null: not located yet. */
  point: GeoPoint | null;
  /** The person dragged the marker, or tapped the map. */
  onPick: (point: GeoPoint) => void;
  height: number;
}

/** A tap (or click) on the map moves the marker there. */
function PickOnTap({ onPick }: { onPick: (point: GeoPoint) => void }) {
  useMapEvents({ click: ({ latlng }) => onPick({ latitude: latlng.lat, longitude: latlng.lng }) });
  return null;
}

/** Follows a point set elsewhere (a pincode looked up, the browser's position), at street zoom or closer. */
function FollowPoint({ point }: { point: GeoPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), STREET_ZOOM));
  }, [map, point?.latitude, point?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps -- the point's value, not its identity
  return null;
}

/** OpenStreetMap around the place, with a marker to drag onto the door: Leaflet, in a chunk of its own. */
export default function PinMap({ point, onPick, height }: PinMapProps) {
  const { palette } = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  // Opened below the form's fields: brought into sight, as far as the dialog needs to scroll.
  useEffect(() => {
    // A block body: newer browsers answer scrollIntoView with a promise, which React would take for a clean-up.
    frame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  // A marker drawn in CSS: Leaflet's default icon is an image its stylesheet finds by a path bundlers break.
  const icon = useMemo(
    () =>
      divIcon({
        className: '',
        iconSize: [MARKER_PX, MARKER_PX],
        iconAnchor: [MARKER_PX / 2, MARKER_PX / 2],
        html: `<span style="display:block;width:${MARKER_PX}px;height:${MARKER_PX}px;border-radius:50%;background:${palette.primary.main};border:3px solid ${palette.primary.dark};box-shadow:0 1px 4px rgba(0,0,0,.4);box-sizing:border-box"></span>`,
      }),
    [palette.primary.main, palette.primary.dark],
  );
  const dragEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = event.target.getLatLng();
        onPick({ latitude: lat, longitude: lng });
      },
    }),
    [onPick],
  );
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
          zoom={point ? STREET_ZOOM : INDIA_ZOOM}
          scrollWheelZoom={false}
        >
          {/* OpenStreetMap's tile policy asks for the referring site; the app sends no referrer elsewhere. */}
          <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} referrerPolicy="strict-origin-when-cross-origin" />
          {point && (
            <Marker
              position={[point.latitude, point.longitude]}
              icon={icon}
              draggable
              eventHandlers={dragEvents}
              title="Drag to the entrance"
              alt="The location's marker"
            />
          )}
          <PickOnTap onPick={onPick} />
          <FollowPoint point={point} />
        </MapContainer>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Drag the marker (or tap the map) to the entrance of the building.
      </Typography>
    </Box>
  );
}
