import type { Paise } from '../common/money';

/** A line of the order as a claim values it: what it was sold for, and how many units. */
export interface ValuedLine {
  /** unitPrice × quantity, as the order keeps it. */
  lineTotal: Paise;
  /** The line's GST; already in `lineTotal` when the price includes GST. */
  lineGst: Paise;
  gstIncluded: boolean;
  quantity: number;
}

/** What the customer paid for the whole line: its price with GST. */
export function lineValue(line: ValuedLine): Paise {
  return line.gstIncluded ? line.lineTotal : line.lineTotal + line.lineGst;
}

/**
 * What `units` more units of the line are worth after `before` units already refunded in full: its
 * taxable value and its GST are each shared out unit by unit, cumulatively, as a credit note reverses
 * them, so that every unit of a line, refunded over however many claims, adds up to the line's value
 * to the paisa and never beyond, and a refund is its credit note's total.
 */
export function unitsValue(line: ValuedLine, before: number, units: number): Paise {
  const taxable = line.gstIncluded ? line.lineTotal - line.lineGst : line.lineTotal;
  const share = (value: Paise) =>
    Math.round((value * (before + units)) / line.quantity) - Math.round((value * before) / line.quantity);
  return share(taxable) + share(line.lineGst);
}
