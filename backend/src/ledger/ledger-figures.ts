import { formatMoney, Paise } from '../common/money';
import type { DeliveredSums, ShopDeliveries } from '../orders/order-ledger.service';
import type { LedgerFiguresResponse } from './dto/ledger.dto';
import type { SettledSums } from './settlements.service';

/** A ledger's figures in paise (see `LedgerFiguresResponse` for what each means). */
export interface LedgerFigures extends DeliveredSums {
  settled: Paise;
  openingBalance: Paise;
  balance: Paise;
}

const NO_DELIVERIES: ShopDeliveries = {
  deliveredOrders: 0,
  cashCollected: 0,
  paidInCash: 0,
  paidByUpi: 0,
  onKhata: 0,
  taxableValue: 0,
  gst: 0,
  deliveryCharges: 0,
  commission: 0,
  commissionBefore: 0,
};
const NO_SETTLEMENTS: SettledSums = { settled: 0, settledBefore: 0 };

/** A shop's figures over a period from its deliveries and settlements (none when absent). */
export function figuresOf(
  { commissionBefore, ...delivered }: ShopDeliveries = NO_DELIVERIES,
  { settled, settledBefore }: SettledSums = NO_SETTLEMENTS,
): LedgerFigures {
  const openingBalance = commissionBefore - settledBefore;
  return { ...delivered, settled, openingBalance, balance: openingBalance + delivered.commission - settled };
}

/** Whether there is anything to show: an order, a settlement or a balance. */
export function hasFigures(figures: LedgerFigures): boolean {
  return figures.deliveredOrders > 0 || figures.settled !== 0 || figures.openingBalance !== 0 || figures.balance !== 0;
}

/** The figures of several shops added up. */
export function totalOf(figures: LedgerFigures[]): LedgerFigures {
  const total = figuresOf();
  for (const shop of figures) {
    for (const key of Object.keys(total) as (keyof LedgerFigures)[]) total[key] += shop[key];
  }
  return total;
}

/** The figures as the API answers them: money in rupees. */
export function figuresResponse(figures: LedgerFigures): LedgerFiguresResponse {
  return {
    deliveredOrders: figures.deliveredOrders,
    cashCollected: formatMoney(figures.cashCollected),
    paidInCash: formatMoney(figures.paidInCash),
    paidByUpi: formatMoney(figures.paidByUpi),
    onKhata: formatMoney(figures.onKhata),
    taxableValue: formatMoney(figures.taxableValue),
    gst: formatMoney(figures.gst),
    deliveryCharges: formatMoney(figures.deliveryCharges),
    commissionDue: formatMoney(figures.commission),
    settled: formatMoney(figures.settled),
    openingBalance: formatMoney(figures.openingBalance),
    balance: formatMoney(figures.balance),
  };
}
