import type { CreditedLine } from '../invoices/credit-notes.service';
import type { OrderItem } from '../orders/order-item.entity';
import { unitsValue } from './claim-value';

/** Units of an order line that a claim concerns, with the line itself. */
export interface ClaimedLine {
  item: OrderItem;
  quantity: number;
}

/** What the claimed units are worth, line by line after the units refunded in full before them. */
export function claimedValue(lines: ClaimedLine[], refundedUnits: Map<string, number>): number {
  return lines.reduce((sum, { item, quantity }) => {
    const line = {
      lineTotal: item.totalPrice,
      lineGst: item.gstAmount,
      gstIncluded: item.gstIncluded,
      quantity: item.quantity,
    };
    return sum + unitsValue(line, refundedUnits.get(item.id) ?? 0, quantity);
  }, 0);
}

/** Every unit of each of these lines. */
export function wholeLines(items: OrderItem[]): ClaimedLine[] {
  return items.map((item) => ({ item, quantity: item.quantity }));
}

/** The claimed units of a line as a credit note credits them, with the line as the order sold it. */
export function creditedLine({ item, quantity }: ClaimedLine): CreditedLine {
  return {
    orderItemId: item.id,
    description: item.productName,
    hsnCode: item.hsnCode,
    unitPrice: item.unitPrice,
    gstRate: item.gstRate,
    gstIncluded: item.gstIncluded,
    orderedQuantity: item.quantity,
    lineTotal: item.totalPrice,
    lineGst: item.gstAmount,
    quantity,
  };
}
