import type { Product } from '../shopkeeper-types';

// The server's rules for a product (decision D5), mirrored so a person learns them before saving.

const AT_MOST_TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** Paise of a well-formed amount, or undefined for anything the server would refuse. */
function toHundredths(value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  return AT_MOST_TWO_DECIMALS.test(text) ? Math.round(Number(text) * 100) : undefined;
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Prices are rupees greater than 0 with at most two decimals. */
export function validatePrice(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const paise = toHundredths(value);
  if (paise === undefined) return 'Enter an amount in rupees with at most two decimals';
  return paise > 0 ? undefined : 'Must be greater than 0';
}

/** The discounted price may equal the original price but not exceed it. */
export function validateDiscountedPrice(value: unknown, allValues: Partial<Product>): string | undefined {
  const priceError = validatePrice(value);
  if (priceError || isBlank(value)) return priceError;
  const original = toHundredths(allValues.originalPrice);
  const discounted = toHundredths(value);
  if (original === undefined || discounted === undefined) return undefined;
  return discounted <= original ? undefined : 'Discounted price cannot be more than the original price';
}

/** GST is a percentage from 0 to 100 with at most two decimals. */
export function validateGstPercentage(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const hundredths = toHundredths(value);
  if (hundredths === undefined) return 'Enter a percentage with at most two decimals';
  return hundredths <= 100_00 ? undefined : 'GST cannot be more than 100%';
}

const trimmed = (value: unknown) => String(value ?? '').trim();

/** Only the fields a shopkeeper writes; the answer's read-only fields stay out of the request. */
export function productBody(values: Partial<Product>) {
  return {
    name: values.name,
    description: values.description || null,
    categoryId: values.categoryId,
    weight: values.weight,
    originalPrice: trimmed(values.originalPrice),
    discountedPrice: trimmed(values.discountedPrice),
    gstPercentage: trimmed(values.gstPercentage),
    gstIncluded: Boolean(values.gstIncluded),
    isInStock: Boolean(values.isInStock),
  };
}
