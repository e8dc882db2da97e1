import { formatMoney, Paise } from '../common/money';
import type { CreditedSums } from '../invoices/credit-notes.service';
import type { DeliveredSums, ShopDeliveries } from '../orders/order-ledger.service';
import type { RefundSums } from '../refunds/refunds.service';
import type { LedgerFiguresResponse } from './dto/ledger.dto';
import type { SettledSums } from './settlements.service';

/**
 * A ledger's figures in paise (see `LedgerFiguresResponse` for what each means): the deliveries' sums
 * less the refunds paid back (takings) and the credit notes issued (taxable value, GST, delivery
 * charges, commission) in the period.
 */
export interface LedgerFigures extends DeliveredSums {
  refundsPaid: Paise;
  creditNotes: number;
  taxableValueCredited: Paise;
  gstCredited: Paise;
  deliveryChargesCredited: Paise;
  commissionReversed: Paise;
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
const NO_REFUNDS: RefundSums = { refundsPaid: 0, refundedInCash: 0, refundedByUpi: 0, refundedToKhata: 0 };
const NO_CREDIT_NOTES: CreditedSums = {
  creditNotes: 0,
  taxableValue: 0,
  gst: 0,
  deliveryCharges: 0,
  commission: 0,
  commissionBefore: 0,
};

/** What a shop's ledger is made of over a period: each part absent when it has none. */
export interface ShopActivity {
  deliveries?: ShopDeliveries;
  settlements?: SettledSums;
  refunds?: RefundSums;
  credits?: CreditedSums;
}

/** A shop's figures over a period from its deliveries, refunds, credit notes and settlements. */
export function figuresOf({
  deliveries: { commissionBefore, ...delivered } = NO_DELIVERIES,
  settlements: { settled, settledBefore } = NO_SETTLEMENTS,
  refunds = NO_REFUNDS,
  credits = NO_CREDIT_NOTES,
}: ShopActivity = {}): LedgerFigures {
  const openingBalance = commissionBefore - credits.commissionBefore - settledBefore;
  const commission = delivered.commission - credits.commission;
  return {
    deliveredOrders: delivered.deliveredOrders,
    cashCollected: delivered.cashCollected - refunds.refundsPaid,
    paidInCash: delivered.paidInCash - refunds.refundedInCash,
    paidByUpi: delivered.paidByUpi - refunds.refundedByUpi,
    onKhata: delivered.onKhata - refunds.refundedToKhata,
    taxableValue: delivered.taxableValue - credits.taxableValue,
    gst: delivered.gst - credits.gst,
    deliveryCharges: delivered.deliveryCharges - credits.deliveryCharges,
    commission,
    refundsPaid: refunds.refundsPaid,
    creditNotes: credits.creditNotes,
    taxableValueCredited: credits.taxableValue,
    gstCredited: credits.gst,
    deliveryChargesCredited: credits.deliveryCharges,
    commissionReversed: credits.commission,
    settled,
    openingBalance,
    balance: openingBalance + commission - settled,
  };
}

/** Whether there is anything to show: an order, a refund, a credit note, a settlement or a balance. */
export function hasFigures(figures: LedgerFigures): boolean {
  return (
    figures.deliveredOrders > 0 ||
    figures.refundsPaid !== 0 ||
    figures.creditNotes > 0 ||
    figures.settled !== 0 ||
    figures.openingBalance !== 0 ||
    figures.balance !== 0
  );
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
    refundsPaid: formatMoney(figures.refundsPaid),
    creditNotes: figures.creditNotes,
    taxableValueCredited: formatMoney(figures.taxableValueCredited),
    gstCredited: formatMoney(figures.gstCredited),
    commissionReversed: formatMoney(figures.commissionReversed),
    settled: formatMoney(figures.settled),
    openingBalance: formatMoney(figures.openingBalance),
    balance: formatMoney(figures.balance),
  };
}
