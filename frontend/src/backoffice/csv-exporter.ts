import { defaultExporter, type Exporter } from 'react-admin';

/** A cell starting with one of these is read as a formula by spreadsheet programs. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text typed by anyone (a shop name, a contact message) could run as a formula when an admin
 * opens the export, so such strings get a leading quote, as OWASP advises against CSV injection.
 * Nested values are walked too because the CSV flattens them into cells of their own.
 */
function neutralise(value: unknown): unknown {
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (Array.isArray(value)) return value.map(neutralise);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, neutralise(nested)]));
  }
  return value;
}

/** react-admin's own export (same file name and CSV layout), with formula-like text defused. */
export const csvExporter: Exporter = (records, fetchRelatedRecords, dataProvider, resource) =>
  defaultExporter(records.map(neutralise), fetchRelatedRecords, dataProvider, resource);
