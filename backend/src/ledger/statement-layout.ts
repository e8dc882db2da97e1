import { calendarDateText, kolkataDate, MONTH_NAMES } from '../common/india-time';
import { formatMoney, parseMoney, rupees } from '../common/money';
import type { LedgerOrderResponse } from '../orders/dto/ledger-order.dto';
import type { CommissionAccount } from '../shops/commission-accounts.service';
import type { SettlementResponse } from './dto/settlement.dto';
import type { LedgerFigures } from './ledger-figures';
import type { LedgerPeriod } from './ledger-period';

/** What a monthly commission statement is made of. */
export interface StatementContents {
  shop: CommissionAccount;
  /** YYYY-MM. */
  month: string;
  period: LedgerPeriod;
  figures: LedgerFigures;
  orders: LedgerOrderResponse[];
  settlements: SettlementResponse[];
  generatedAt: Date;
}

export interface StatementOrderRow {
  date: string;
  order: string;
  invoice: string;
  taxableValue: string;
  gst: string;
  deliveryCharges: string;
  cashCollected: string;
  rate: string;
  commission: string;
}

export interface StatementSettlementRow {
  date: string;
  reference: string;
  note: string;
  amount: string;
}

/** Every text of the statement, worked out and formatted: what `renderStatementPdf` lays on the page. */
export interface StatementLayout {
  /** "November 2026". */
  month: string;
  /** "1 Nov 2026 to 30 Nov 2026". */
  period: string;
  shop: { name: string; address: string; gstin: string };
  /** "2.50%": the rate in force when the statement was made. */
  commissionRate: string;
  /** The figures, label and value, in the order a reader follows them from the opening balance to the closing one. */
  summary: [label: string, value: string][];
  orders: StatementOrderRow[];
  orderTotals: Omit<StatementOrderRow, 'date' | 'order' | 'invoice' | 'rate'>;
  settlements: StatementSettlementRow[];
  settledTotal: string;
  /** "3 Dec 2026". */
  generatedOn: string;
}

const percent = (rate: string) => `${rate}%`;
/** An amount of an answer ("1234.50") as printed: "1,234.50". */
const printed = (amount: string) => rupees(parseMoney(amount)!);

/** The shop's commission statement for a month: its figures, its delivered orders and its settlements. */
export function statementLayout({
  shop,
  month,
  period,
  figures,
  orders,
  settlements,
  generatedAt,
}: StatementContents): StatementLayout {
  const [year, monthNumber] = month.split('-').map(Number);
  return {
    month: `${MONTH_NAMES[monthNumber - 1]} ${year}`,
    period: `${calendarDateText(period.from)} to ${calendarDateText(period.to)}`,
    shop: { name: shop.name, address: shop.address, gstin: shop.gstNumber },
    commissionRate: percent(formatMoney(shop.commissionRate)),
    summary: [
      ['Opening balance', rupees(figures.openingBalance)],
      ['Orders delivered', String(figures.deliveredOrders)],
      ['Takings', rupees(figures.cashCollected)],
      ['of which cash', rupees(figures.paidInCash)],
      ['of which UPI', rupees(figures.paidByUpi)],
      ['of which on khata', rupees(figures.onKhata)],
      ['Taxable value', rupees(figures.taxableValue)],
      ['GST', rupees(figures.gst)],
      ['Delivery charges', rupees(figures.deliveryCharges)],
      ['Refunds paid back', rupees(figures.refundsPaid)],
      ['Credit notes', `${figures.creditNotes}: taxable value ${rupees(figures.taxableValueCredited)}`],
      ['Commission due', rupees(figures.commission)],
      ['Settlements received', rupees(figures.settled)],
      ['Closing balance', rupees(figures.balance)],
    ],
    orders: orders.map((order) => ({
      date: calendarDateText(kolkataDate(new Date(order.deliveredAt))),
      order: `#${order.id.slice(0, 8)}`,
      invoice: order.invoiceNumber ?? '',
      taxableValue: printed(order.taxableValue),
      gst: printed(order.gst),
      deliveryCharges: printed(order.deliveryCharges),
      cashCollected: printed(order.cashCollected),
      rate: percent(order.commissionRate),
      commission: printed(order.commission),
    })),
    // The orders' own totals: the figures before the period's refunds and credit notes.
    orderTotals: {
      taxableValue: rupees(figures.taxableValue + figures.taxableValueCredited),
      gst: rupees(figures.gst + figures.gstCredited),
      deliveryCharges: rupees(figures.deliveryCharges + figures.deliveryChargesCredited),
      cashCollected: rupees(figures.cashCollected + figures.refundsPaid),
      commission: rupees(figures.commission + figures.commissionReversed),
    },
    settlements: settlements.map((settlement) => ({
      date: calendarDateText(settlement.settledOn),
      reference: settlement.reference,
      note: settlement.note ?? '',
      amount: printed(settlement.amount),
    })),
    settledTotal: rupees(figures.settled),
    generatedOn: calendarDateText(kolkataDate(generatedAt)),
  };
}
