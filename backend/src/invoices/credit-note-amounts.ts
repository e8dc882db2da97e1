import { ConflictException } from '@nestjs/common';
import { GstRate, Paise, rupees } from '../common/money';
import { taxableValueOf } from './gst-document';
import { SupplyKind, taxParts, taxTotals } from './gst-split';
import type { InvoicedLine } from './invoice-layout';

/**
 * The amounts of a credit note, in integer paise: the invoice's taxable value and GST reversed in the
 * proportions the invoice charged them, with its rounding, never more than it charged.
 */

/** The caller's copy of one line of the order, as invoiced, and how many of its units are credited now. */
export interface CreditedLine extends Omit<InvoicedLine, 'quantity' | 'gst'> {
  orderItemId: string;
  /** The units the order sold: `lineTotal` is `unitPrice` × `orderedQuantity`. */
  orderedQuantity: number;
  /** The line's GST as invoiced. */
  lineGst: Paise;
  /** The units credited now. */
  quantity: number;
}

/** What a refund asks to credit against the order's invoice. */
export interface CreditNoteRequest {
  orderId: string;
  shopId: string;
  /** Printed on the note: why the value is credited. */
  reason: string;
  lines: CreditedLine[];
  /** A partial refund, GST included, spread over the lines; without it, the full value of their units. */
  amount?: Paise;
  /**
   * Everything of these lines that earlier notes left, and all the delivery charge left (a full refund
   * of what remains of the order): `amount` and `deliveryCharges` are not given then.
   */
  rest?: boolean;
  /** The part of the order's delivery charge refunded (untaxed). */
  deliveryCharges?: Paise;
}

/** What earlier notes of the order credited of one of its lines. */
export interface LineCreditedSoFar {
  /** The units credited at their full value. */
  fullValueUnits: number;
  taxableValue: Paise;
  gst: Paise;
}

/** What is left of the order to credit: what earlier notes took of each line, and of the delivery charge. */
export interface OrderCreditedSoFar {
  /** By order item id; a line no note credited yet is absent. */
  lines: ReadonlyMap<string, LineCreditedSoFar>;
  deliveryChargesLeft: Paise;
}

export interface CreditNoteLineAmounts {
  orderItemId: string;
  description: string;
  hsnCode: string | null;
  gstRate: GstRate;
  quantity: number;
  fullValue: boolean;
  taxableValue: Paise;
  gst: Paise;
}

export interface CreditNoteAmounts {
  lines: CreditNoteLineAmounts[];
  taxableValue: Paise;
  gst: Paise;
  /** The GST by tax, in the order of `TAX_NAMES[kind]`, split line by line as the invoice splits it. */
  taxes: Paise[];
  deliveryCharges: Paise;
  /** taxableValue + gst + deliveryCharges. */
  total: Paise;
}

/**
 * The amounts of a note crediting `request` after what earlier notes of the order credited, its GST
 * split as `kind` of supply bears it; a ConflictException (409) for more than is left to credit.
 *
 * Units at their full value are credited cumulatively: q more units of Q after p credited bring
 * round(value × (p + q) / Q) − round(value × p / Q) of the taxable value, and as much of the GST, so
 * that notes crediting every unit add up to the line exactly. A partial `amount` is spread over the
 * lines by their units' gross value (largest remainder), each part holding GST as its line does.
 */
export function creditNoteAmounts(
  request: Pick<CreditNoteRequest, 'lines' | 'amount' | 'deliveryCharges' | 'rest'>,
  soFar: OrderCreditedSoFar,
  kind: SupplyKind,
): CreditNoteAmounts {
  refuseRepeatedLines(request.lines);
  const asked = request.lines.map((line) => ({ line, before: soFar.lines.get(line.orderItemId) ?? NOTHING }));
  const [credited, amounts] = request.rest
    ? restOf(asked)
    : [
        asked,
        request.amount === undefined
          ? asked.map(({ line, before }) => fullValueOf(line, before))
          : partOfValue(request.amount, request.lines),
      ];
  const lines = amounts.map((amount, index) => {
    const { line, before } = credited[index];
    refuseBeyondLine(line, before, amount);
    return {
      orderItemId: line.orderItemId,
      description: line.description,
      hsnCode: line.hsnCode,
      gstRate: line.gstRate,
      quantity: line.quantity,
      fullValue: request.amount === undefined || Boolean(request.rest),
      ...amount,
    };
  });
  const deliveryCharges = request.rest
    ? soFar.deliveryChargesLeft
    : deliveryChargesOf(request.deliveryCharges ?? 0, soFar.deliveryChargesLeft);
  const taxableValue = sum(lines.map((line) => line.taxableValue));
  const gst = sum(lines.map((line) => line.gst));
  const total = taxableValue + gst + deliveryCharges;
  if (total === 0) throw new ConflictException('A credit note credits more than ₹0.00');
  const taxes = taxTotals(
    kind,
    lines.map((line) => taxParts(kind, line.gstRate, line.gst)),
  );
  return { lines, taxableValue, gst, taxes, deliveryCharges, total };
}

const NOTHING: LineCreditedSoFar = { fullValueUnits: 0, taxableValue: 0, gst: 0 };

/** A line of the order to credit, and what earlier notes credited of it. */
interface LineToCredit {
  line: CreditedLine;
  before: LineCreditedSoFar;
}

/**
 * The rest of the lines: of each, the units not yet credited at their full value, and all that is
 * left of its taxable value and GST; a line with nothing left is left out.
 */
function restOf(lines: LineToCredit[]): [LineToCredit[], Credit[]] {
  const open = lines
    .map(({ line, before }) => ({
      line: { ...line, quantity: line.orderedQuantity - before.fullValueUnits },
      before,
      left: { taxableValue: taxableValueOf(line, line.lineGst) - before.taxableValue, gst: line.lineGst - before.gst },
    }))
    .filter(({ left }) => left.taxableValue + left.gst > 0);
  return [open, open.map(({ left }) => left)];
}

interface Credit {
  taxableValue: Paise;
  gst: Paise;
}

/** The units at their full value, after the units earlier notes credited at theirs. */
function fullValueOf(line: CreditedLine, before: LineCreditedSoFar): Credit {
  const left = line.orderedQuantity - before.fullValueUnits;
  if (!(line.quantity >= 1 && line.quantity <= left)) {
    throw new ConflictException(
      `Only ${left} of the ${line.orderedQuantity} units of ${line.description} are left to credit, not ${line.quantity}`,
    );
  }
  const [from, to] = [before.fullValueUnits, before.fullValueUnits + line.quantity];
  const cumulative = (value: Paise) =>
    shareOf(value, to, line.orderedQuantity) - shareOf(value, from, line.orderedQuantity);
  return { taxableValue: cumulative(taxableValueOf(line, line.lineGst)), gst: cumulative(line.lineGst) };
}

/** `amount` spread over the lines by the gross value of their units, each part's GST in its line's proportion. */
function partOfValue(amount: Paise, lines: CreditedLine[]): Credit[] {
  if (lines.length === 0) throw new ConflictException('A partial refund is spread over lines of the order: none given');
  for (const line of lines) {
    if (!(line.quantity >= 1 && line.quantity <= line.orderedQuantity)) {
      throw new ConflictException(`${line.description} has ${line.orderedQuantity} units, not ${line.quantity}`);
    }
  }
  const grossOf = (line: CreditedLine) => taxableValueOf(line, line.lineGst) + line.lineGst;
  const worth = lines.map((line) => shareOf(grossOf(line), line.quantity, line.orderedQuantity));
  if (!(amount >= 1 && amount <= sum(worth))) {
    throw new ConflictException(
      `A partial refund is more than ₹0.00 and at most the ₹${rupees(sum(worth))} those units are worth, not ₹${rupees(amount)}`,
    );
  }
  return spread(amount, worth).map((part, index) => {
    const gross = grossOf(lines[index]);
    const gst = gross === 0 ? 0 : shareOf(part, lines[index].lineGst, gross);
    return { taxableValue: part - gst, gst };
  });
}

function refuseRepeatedLines(lines: CreditedLine[]): void {
  const ids = new Set(lines.map((line) => line.orderItemId));
  if (ids.size < lines.length) throw new ConflictException('A credit note lists each line of the order once');
}

/** Never more than the line's taxable value or GST across all notes. */
function refuseBeyondLine(line: CreditedLine, before: LineCreditedSoFar, credit: Credit): void {
  const taxableLeft = taxableValueOf(line, line.lineGst) - before.taxableValue;
  const gstLeft = line.lineGst - before.gst;
  if (credit.taxableValue > taxableLeft || credit.gst > gstLeft) {
    throw new ConflictException(
      `Only ₹${rupees(taxableLeft)} of the taxable value of ${line.description} and ₹${rupees(gstLeft)} of its GST are left to credit`,
    );
  }
}

function deliveryChargesOf(requested: Paise, left: Paise): Paise {
  if (!(requested >= 0 && requested <= left)) {
    throw new ConflictException(`Only ₹${rupees(left)} of the delivery charge is left to refund`);
  }
  return requested;
}

/** value × part / whole rounded half up, as the invoice rounds; in BigInt, exact whatever the amounts. */
function shareOf(value: Paise, part: number, whole: number): Paise {
  return Number((2n * BigInt(value) * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole)));
}

/**
 * `amount` in parts proportional to `weights`, adding up to it exactly: each part rounded down, then
 * the paise left one each to the parts with the largest remainders (the earlier line on a tie).
 */
function spread(amount: Paise, weights: Paise[]): Paise[] {
  const whole = BigInt(sum(weights));
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const parts = exact.map((product) => Number(product / whole));
  const remainders = exact.map((product) => product % whole);
  const byRemainder = parts
    .map((_part, index) => index)
    .sort((a, b) => (remainders[a] === remainders[b] ? a - b : remainders[a] > remainders[b] ? -1 : 1));
  for (const index of byRemainder.slice(0, amount - sum(parts))) parts[index] += 1;
  return parts;
}

function sum(amounts: Paise[]): Paise {
  return amounts.reduce((total, amount) => total + amount, 0);
}
