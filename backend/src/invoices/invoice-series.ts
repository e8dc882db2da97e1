import type { EntityManager } from 'typeorm';
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

/** A series of a shop's documents: the prefix of its numbers, and the upsert that takes its next serial. */
export interface DocumentSeries {
  prefix: 'INV' | 'CN';
  /** With the shop ($1) and the financial year ($2), answers `last_serial`. */
  takeNextSerial: string;
}

/**
 * A shop's document number: its serial in the financial year, after the series' prefix and the year,
 * as in INV-2627-000123 or CN-2627-000004. Letters, digits and dashes, 15 characters at the most (16
 * from the millionth of a year), within the 16 that GST allows; dashes, not slashes, so the number
 * can name the downloaded file too.
 */
export function documentNumber(prefix: DocumentSeries['prefix'], financialYear: number, serial: number): string {
  return `${prefix}-${twoDigits(financialYear)}${twoDigits(financialYear + 1)}-${String(serial).padStart(6, '0')}`;
}

/**
 * Takes the next number of the shop's series for the financial year of `at`, in the transaction of
 * `manager`: the counter row stays held until it commits, so the shop's documents take turns and
 * their serials have no gap and no repeat.
 */
export async function takeNextNumber(manager: EntityManager, series: DocumentSeries, shopId: string, at: Date) {
  const financialYear = financialYearOf(at);
  const [{ last_serial: serial }] = await manager.query<{ last_serial: number }[]>(series.takeNextSerial, [
    shopId,
    financialYear,
  ]);
  return { financialYear, serial, number: documentNumber(series.prefix, financialYear, serial) };
}

function twoDigits(year: number): string {
  return String(year % 100).padStart(2, '0');
}
