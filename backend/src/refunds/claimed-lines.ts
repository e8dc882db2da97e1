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
