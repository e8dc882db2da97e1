import { changedFields } from '../../backoffice/changed-fields';
import { paiseOf } from '../../forms/validation';
import type { Product } from '../shopkeeper-types';

// The server's rules for a product (decision D5), mirrored so a person learns them before saving.

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Prices are rupees greater than 0 with at most two decimals. */
export function validatePrice(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const paise = paiseOf(value);
  if (paise === undefined) return 'Enter an amount in rupees with at most two decimals';
  return paise > 0 ? undefined : 'Must be greater than 0';
}

/** The discounted price may equal the original price but not exceed it. */
export function validateDiscountedPrice(value: unknown, allValues: Partial<Product>): string | undefined {
  const priceError = validatePrice(value);
  if (priceError || isBlank(value)) return priceError;
  const original = paiseOf(allValues.originalPrice);
  const discounted = paiseOf(value);
  if (original === undefined || discounted === undefined) return undefined;
  return discounted <= original ? undefined : 'Discounted price cannot be more than the original price';
}

const trimmed = (value: unknown) => String(value ?? '').trim();

/** A stock count or threshold is a whole number of 0 or more, or empty for none; the server keeps the ceiling. */
export function validateStockCount(value: unknown): string | undefined {
  return isBlank(value) || /^\d+$/.test(trimmed(value))
    ? undefined
    : 'Enter a whole number of 0 or more, or leave it empty';
}

/** An HSN code is 4 to 8 digits, or empty for none. */
export function validateHsnCode(value: unknown): string | undefined {
  return isBlank(value) || /^\d{4,8}$/.test(trimmed(value)) ? undefined : 'Enter 4 to 8 digits, or leave it empty';
}

/** A count as the API takes it: a number, or null for none. */
const countOf = (value: unknown) => (isBlank(value) ? null : Number(trimmed(value)));

const STOCK_FIELDS = ['stockQuantity', 'lowStockThreshold'] as const;

/**
 * Only the fields a shopkeeper writes; the answer's read-only fields stay out of the request. The
 * stock fields go only when changed: a count sent back as it was shown would undo a sale made meanwhile.
 */
export function productBody(values: Partial<Product>, options?: { previousData?: Partial<Product> }) {
  const counts = { stockQuantity: countOf(values.stockQuantity), lowStockThreshold: countOf(values.lowStockThreshold) };
  return {
    name: values.name,
    description: values.description || null,
    categoryId: values.categoryId,
    weight: values.weight,
    originalPrice: trimmed(values.originalPrice),
    discountedPrice: trimmed(values.discountedPrice),
    gstPercentage: trimmed(values.gstPercentage),
    hsnCode: trimmed(values.hsnCode) || null,
    gstIncluded: Boolean(values.gstIncluded),
    isInStock: Boolean(values.isInStock),
    ...changedFields(counts, options?.previousData, STOCK_FIELDS),
  };
}
