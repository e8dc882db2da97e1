import { Box } from '@mui/material';
import { FormDataConsumer, useInput, useRecordContext } from 'react-admin';
import { pincodeIn, usePincodeLookup } from '../../components/map/pincode-lookup';
import type { components } from '../../api/schema';
import { pointOf, type GeoPoint } from '../../components/map/geo';
import { LocationPicker } from '../../components/map/LocationPicker';
import { SHOP_NOT_LOCATED } from './ShopLocationFlag';

type Shop = components['schemas']['ShopResponse'];

/** Six decimals: about 10 cm, finer than any door. */
const roundCoordinate = (degrees: number) => Number(degrees.toFixed(6));

const keep = (value: unknown) => value;
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const samePoint = (a: GeoPoint | null, b: GeoPoint | null) =>
  a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude;

/** The shop's pin, placed from the pincode its address names as the admin or shopkeeper types it. */
export function ShopPinInput() {
  return (
    <FormDataConsumer<{ address?: unknown }>>
      {({ formData }) => <ShopPin address={typeof formData.address === 'string' ? formData.address : ''} />}
    </FormDataConsumer>
  );
}

/**
 * The shop's pin, on the map: its latitude and longitude inputs, never typed. Until pinned, the shop
 * sits at the centre of the pincode in its address (as the server places it); Reset to pincode
 * sends both as null.
 */
function ShopPin({ address }: { address: string }) {
  const shop = useRecordContext<Shop>();
  // Kept as they are: react-admin would show null as '', which is no coordinate.
  const latitude = useInput({ source: 'latitude', defaultValue: null, format: keep });
  const longitude = useInput({ source: 'longitude', defaultValue: null, format: keep });
  const lookup = usePincodeLookup(pincodeIn(address) ?? '');

  const value = pointOf({
    latitude: numberOrNull(latitude.field.value),
    longitude: numberOrNull(longitude.field.value),
  });
  const saved = shop ? pointOf(shop) : null;
  // The form starts with the shop's point even when the server took it from the pincode: only a moved one is a pin.
  const pinned = value !== null && (shop?.locationPrecision === 'pin' || !samePoint(value, saved));
  const centre = lookup.found ? pointOf(lookup.found) : shop?.locationPrecision === 'pincode' ? saved : null;
  const point = pinned ? value : centre;

  const setPoint = (next: GeoPoint | null) => {
    latitude.field.onChange(next ? roundCoordinate(next.latitude) : null);
    longitude.field.onChange(next ? roundCoordinate(next.longitude) : null);
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <LocationPicker
        point={point}
        precision={pinned ? 'pin' : centre ? 'pincode' : null}
        onPin={setPoint}
        onReset={() => setPoint(null)}
        notLocated={SHOP_NOT_LOCATED}
        hint="The pincode in the shop's address places it roughly; drag the marker to the shop's door for exact distances and fees."
      />
    </Box>
  );
}
