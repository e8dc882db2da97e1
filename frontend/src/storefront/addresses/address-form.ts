import { PINCODE_PATTERN } from '../../components/map/pincode-lookup';
import type { components } from '../../api/schema';
import type { FieldErrors } from '../../forms/validation';
import type { GeoPoint } from '../../components/map/geo';
import type { Address } from './addresses-api';
import type { IndianStateName } from './indian-states';

export type AddressRequest = components['schemas']['CreateAddressDto'];

/** The text fields of the address form; isDefault and the pin are kept beside them. */
interface AddressFormValues {
  title: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * The pin, as far as this form changed it: untouched (the server keeps what it has), placed by the
 * person, or dropped to go back to the pincode's centre.
 */
export type PinChange = { kind: 'untouched' } | { kind: 'placed'; point: GeoPoint } | { kind: 'reset' };

export function addressFormValues(address?: Address): AddressFormValues {
  return {
    title: address?.title ?? '',
    addressLine: address?.addressLine ?? '',
    city: address?.city ?? '',
    // An address saved before states were checked may name none of the list: the customer chooses one.
    state: address?.stateCode ? address.state : '',
    pincode: address?.pincode ?? '',
  };
}

/** The spec's address rules and messages (the server checks the same). */
export function validateAddress(values: AddressFormValues): FieldErrors<AddressFormValues> {
  const errors: FieldErrors<AddressFormValues> = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.addressLine.trim()) errors.addressLine = 'Address Line is required';
  if (!values.city.trim()) errors.city = 'City is required';
  if (!values.state.trim()) errors.state = 'State is required';
  if (!PINCODE_PATTERN.test(values.pincode.trim())) errors.pincode = 'Pincode must be 6 digits';
  return errors;
}

/** Six decimals: about 10 cm, finer than any door. */
const roundCoordinate = (degrees: number) => Number(degrees.toFixed(6));

/** Coordinates only when the person placed the pin; nulls when they reset it to the pincode. */
function pinFields(pin: PinChange): Pick<AddressRequest, 'latitude' | 'longitude'> {
  if (pin.kind === 'placed') {
    return { latitude: roundCoordinate(pin.point.latitude), longitude: roundCoordinate(pin.point.longitude) };
  }
  if (pin.kind === 'reset') return { latitude: null, longitude: null };
  return {};
}

export function toAddressRequest(values: AddressFormValues, isDefault: boolean, pin: PinChange): AddressRequest {
  return {
    title: values.title.trim(),
    addressLine: values.addressLine.trim(),
    city: values.city.trim(),
    // validateAddress has refused the select's empty choice; the others are the server's names.
    state: values.state as IndianStateName,
    pincode: values.pincode.trim(),
    isDefault,
    ...pinFields(pin),
  };
}
