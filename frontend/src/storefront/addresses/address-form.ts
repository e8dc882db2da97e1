import type { components } from '../../api/schema';
import type { FieldErrors } from '../../forms/validation';
import type { Address } from '../storefront-types';

export type AddressRequest = components['schemas']['CreateAddressDto'];

/** The text fields of the address form; isDefault is a checkbox kept beside them. */
interface AddressFormValues {
  title: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
}

const PINCODE_PATTERN = /^[0-9]{6}$/;

export function addressFormValues(address?: Address): AddressFormValues {
  return {
    title: address?.title ?? '',
    addressLine: address?.addressLine ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
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

export function toAddressRequest(values: AddressFormValues, isDefault: boolean): AddressRequest {
  return {
    title: values.title.trim(),
    addressLine: values.addressLine.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
    isDefault,
  };
}
