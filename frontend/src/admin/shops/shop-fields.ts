import type { components } from '../../api/schema';
import { email, maxLength, minLength, regex, required, type Validator } from 'react-admin';
import { phoneError, shopPhoneError } from '../../forms/validation';

/** The same rules as the server's (D4, D10), so most mistakes are caught before sending. */
/** A GSTIN's shape: state code, PAN, entity number, 'Z', check character; the server checks the check character. */
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const shopValidation: Record<string, Validator[]> = {
  name: [required('Shop name is required'), minLength(2, 'Shop name must be at least 2 characters'), maxLength(100)],
  email: [required('Shop email is required'), email('Enter a valid email address')],
  phone: [required('Shop phone is required'), shopPhoneError],
  address: [required('Address is required'), minLength(5, 'Address must be at least 5 characters'), maxLength(300)],
  gstNumber: [
    required('GST number is required'),
    regex(GSTIN, 'Enter a GSTIN of 15 characters such as 08AAKPS1234F1ZR'),
  ],
  shopkeeperName: [required('Shopkeeper name is required'), maxLength(100)],
  shopkeeperUsername: [
    required('Username is required'),
    regex(/^[A-Za-z0-9._-]{3,32}$/, 'Username: 3 to 32 letters, digits, dots, underscores or hyphens'),
  ],
  shopkeeperEmail: [required('Shopkeeper email is required'), email('Enter a valid email address')],
  shopkeeperPhone: [phoneError],
  shopkeeperPassword: [required('Password is required'), minLength(8, 'Password must be at least 8 characters')],
};

/** GST numbers are written in capitals; accept what the person types and send it upper-cased. */
export const upperCase = (value: string | null | undefined) => (value ? value.toUpperCase() : value);

/** Optional fields left empty are left out of a new shop rather than sent as null or ''. */
export function withoutEmptyFields<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  ) as Partial<T>;
}

/** A shop as GET /api/admin/shops answers it. */
export type Shop = components['schemas']['ShopResponse'];
