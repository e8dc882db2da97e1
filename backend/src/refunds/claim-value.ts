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
 * What `units` more units of the line are worth after `before` units already refunded: the line's
 * value is shared out unit by unit, cumulatively, so that every unit of a line, refunded over
 * however many claims, adds up to the line's value to the paisa and never beyond.
 */
export function unitsValue(line: ValuedLine, before: number, units: number): Paise {
  const value = lineValue(line);
  const upTo = (count: number) => Math.round((value * count) / line.quantity);
  return upTo(before + units) - upTo(before);
}
