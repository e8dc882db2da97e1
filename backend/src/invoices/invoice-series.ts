import { kolkataDate } from '../common/india-time';

/**
 * The financial year of an instant, April to March in Asia/Kolkata, named by the calendar year it
 * starts in: 2026 for 2026-27 (1 April 2026 to 31 March 2027).
 */
export function financialYearOf(at: Date): number {
  const [year, month] = kolkataDate(at).split('-').map(Number);
  return month >= 4 ? year : year - 1;
}

/** "2026-27". */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${twoDigits(startYear + 1)}`;
}

/**
 * A shop's invoice number: its serial in the financial year, after the year, as in INV-2627-000123.
 * Letters, digits and dashes, 15 characters (16 from the millionth invoice of a year), within the
 * 16 that GST allows; dashes, not slashes, so the number can name the downloaded file too.
 */
export function invoiceNumber(financialYear: number, serial: number): string {
  return `INV-${twoDigits(financialYear)}${twoDigits(financialYear + 1)}-${String(serial).padStart(6, '0')}`;
}

function twoDigits(year: number): string {
  return String(year % 100).padStart(2, '0');
}
