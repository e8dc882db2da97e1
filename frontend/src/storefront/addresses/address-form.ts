import type { components } from '../../api/schema';
import { onlySet, type FieldErrors } from '../../forms/validation';
import { pointOf, type GeoPoint } from './geo';
import type { Address } from './addresses-api';
import type { IndianStateName } from './indian-states';

export type AddressRequest = components['schemas']['CreateAddressDto'];

/** The text fields of the address form; isDefault is a checkbox kept beside them. */
interface AddressFormValues {
  title: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  /** Typed, or filled from the map or the browser's position; both empty: not pinned. */
  latitude: string;
  longitude: string;
}

const PINCODE_PATTERN = /^[0-9]{6}$/;
const COORDINATE_PATTERN = /^-?\d{1,3}(\.\d+)?$/;
/** Six decimals: about 10 cm, finer than any door. */
const COORDINATE_DECIMALS = 6;

export function addressFormValues(address?: Address): AddressFormValues {
  return {
    title: address?.title ?? '',
    addressLine: address?.addressLine ?? '',
    city: address?.city ?? '',
    // An address saved before states were checked may name none of the list: the customer chooses one.
    state: address?.stateCode ? address.state : '',
    pincode: address?.pincode ?? '',
    latitude: address?.latitude == null ? '' : String(address.latitude),
    longitude: address?.longitude == null ? '' : String(address.longitude),
  };
}

/** The form's coordinates for a point picked on the map or read from the browser. */
export function coordinateValues({ latitude, longitude }: GeoPoint): Pick<AddressFormValues, 'latitude' | 'longitude'> {
  return { latitude: latitude.toFixed(COORDINATE_DECIMALS), longitude: longitude.toFixed(COORDINATE_DECIMALS) };
}

/** The point the form's coordinates name, when both are valid. */
export function pinnedPoint(values: AddressFormValues): GeoPoint | null {
  const { latitude, longitude } = coordinateErrors(values);
  if (latitude || longitude || !values.latitude.trim()) return null;
  return pointOf({ latitude: Number(values.latitude), longitude: Number(values.longitude) });
}

function coordinateError(value: string, label: string, limit: number): string | undefined {
  const number = Number(value);
  if (!COORDINATE_PATTERN.test(value) || Math.abs(number) > limit) {
    return `${label} must be a number from -${limit} to ${limit}, such as ${label === 'Latitude' ? '26.9124' : '75.7873'}`;
  }
  return undefined;
}

/** Both coordinates or neither, each within its range (the server checks the same). */
function coordinateErrors(values: AddressFormValues): FieldErrors<AddressFormValues> {
  const latitude = values.latitude.trim();
  const longitude = values.longitude.trim();
  if (!latitude && !longitude) return {};
  const errors: FieldErrors<AddressFormValues> = {};
  if (!latitude) errors.latitude = 'Enter the latitude too, or clear the longitude';
  else errors.latitude = coordinateError(latitude, 'Latitude', 90);
  if (!longitude) errors.longitude = 'Enter the longitude too, or clear the latitude';
  else errors.longitude = coordinateError(longitude, 'Longitude', 180);
  return onlySet(errors);
}

/** The spec's address rules and messages (the server checks the same). */
export function validateAddress(values: AddressFormValues): FieldErrors<AddressFormValues> {
  const errors: FieldErrors<AddressFormValues> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.addressLine.trim()) errors.addressLine = 'Address Line is required';
  if (!values.city.trim()) errors.city = 'City is required';
  if (!values.state.trim()) errors.state = 'State is required';
  if (!PINCODE_PATTERN.test(values.pincode.trim())) errors.pincode = 'Pincode must be 6 digits';
  return { ...errors, ...coordinateErrors(values) };
}

export function toAddressRequest(values: AddressFormValues, isDefault: boolean): AddressRequest {
  return {
    title: values.title.trim(),
    addressLine: values.addressLine.trim(),
    city: values.city.trim(),
    // validateAddress has refused the select's empty choice; the others are the server's names.
    state: values.state as IndianStateName,
    pincode: values.pincode.trim(),
    isDefault,
    // Null clears a pin the customer removed.
    latitude: values.latitude.trim() ? Number(values.latitude) : null,
    longitude: values.longitude.trim() ? Number(values.longitude) : null,
  };
}
