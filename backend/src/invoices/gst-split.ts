import type { GstRate, Paise } from '../common/money';
import type { IndianState } from '../gst/indian-states';

/**
 * Which GST a supply bears: within the supplier's state CGST and SGST, into another state IGST; when
 * either state is not known (an address from before states were checked) the GST stays undivided.
 */
export type SupplyKind = 'intra-state' | 'inter-state' | 'unknown';

export const TAX_NAMES: Record<SupplyKind, readonly string[]> = {
  'intra-state': ['CGST', 'SGST'],
  'inter-state': ['IGST'],
  unknown: ['GST'],
};

export function supplyKind(supplierState: IndianState | undefined, placeOfSupply: IndianState | undefined): SupplyKind {
  if (!supplierState || !placeOfSupply) return 'unknown';
  return supplierState.code === placeOfSupply.code ? 'intra-state' : 'inter-state';
}

/** One of the taxes of a line, in the order of `TAX_NAMES`. */
export interface TaxPart {
  /** "2.5%". */
  rate: string;
  amount: Paise;
}

/**
 * A line's GST as the supply bears it. CGST and SGST are each at half the rate; an odd paisa goes
 * to CGST, so the two always add up to the line's GST, and it to the order's.
 */
export function taxParts(kind: SupplyKind, rate: GstRate, gst: Paise): TaxPart[] {
  if (kind !== 'intra-state') return [{ rate: percent(rate * 10), amount: gst }];
  const half = percent(rate * 5);
  const sgst = Math.floor(gst / 2);
  return [
    { rate: half, amount: gst - sgst },
    { rate: half, amount: sgst },
  ];
}

/** The taxes of several lines added up, in the order of `TAX_NAMES`. */
export function taxTotals(kind: SupplyKind, taxesOfLines: TaxPart[][]): Paise[] {
  const totals = TAX_NAMES[kind].map(() => 0);
  for (const taxes of taxesOfLines) taxes.forEach((tax, position) => (totals[position] += tax.amount));
  return totals;
}

/** Thousandths of a percent as text: 2500 is "2.5%", half of 0.25% is "0.125%". */
function percent(thousandths: number): string {
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${Math.floor(thousandths / 1000)}${fraction ? `.${fraction}` : ''}%`;
}
