import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { csvInBatches, csvLines } from '../common/csv';
import { findRawPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { ListSpec } from '../database/paging/list-spec';
import { formatMoney, Paise } from '../common/money';
import { invoiceNumberSql } from '../invoices/invoices.queries';
import { LedgerOrderResponse } from './dto/ledger-order.dto';
import { REVENUE_STATUSES } from './order-reports.service';
import { OrderStatus } from './order-status';
import { Order } from './order.entity';
import { COMMISSION_PAISE, deliveriesPerShopSql } from './orders.queries';

/** The orders delivered within [from, until): instants, the edges of days in Asia/Kolkata. */
export interface DeliverySpan {
  from: Date;
  until: Date;
}

/** Delivered orders summed; money in paise. */
export interface DeliveredSums {
  deliveredOrders: number;
  /** Σ finalAmount: what the shop took for them, however it was paid. */
  cashCollected: Paise;
  /** Of it, what was paid in cash, by UPI, and written on khatas. */
  paidInCash: Paise;
  paidByUpi: Paise;
  onKhata: Paise;
  /** Σ totalAmount: the value before GST of the lines delivered. */
  taxableValue: Paise;
  /** Σ gstAmount. */
  gst: Paise;
  /** Σ deliveryCharges. */
  deliveryCharges: Paise;
  /** Σ of each order's commission, rounded to the paisa order by order. */
  commission: Paise;
}

/** A shop's deliveries within a span, and the commission on all its orders delivered before it. */
export interface ShopDeliveries extends DeliveredSums {
  commissionBefore: Paise;
}

/** Orders a CSV or a statement reads in one statement. */
const BATCH = 1000;

/** A delivered order as read: money as the database writes it, the commission in paise. */
interface LedgerOrderRow {
  id: string;
  invoiceNumber: string | null;
  deliveredAt: Date;
  status: OrderStatus;
  customerName: string;
  taxableValue: string;
  gst: string;
  deliveryCharges: string;
  cashCollected: string;
  commissionRate: string;
  commission: string;
  /** The delivery time as the database writes it: a keyset cursor exact to the microsecond. */
  cursor: string;
}

const LEDGER_ORDER_LIST: ListSpec = {
  columns: {
    id: 'order.id',
    deliveredAt: 'order.deliveredAt',
    status: 'order.status',
    customerName: 'order.customerName',
    taxableValue: 'order.totalAmount',
    cashCollected: 'order.finalAmount',
  },
  search: ['order.customerName', 'CAST(order.id AS text)'],
  defaultSort: ['deliveredAt', 'DESC'],
};

/** The columns of a shop's ledger CSV, in order: the fields of `LedgerOrderResponse`. */
export const LEDGER_ORDER_CSV_COLUMNS = [
  'id',
  'invoiceNumber',
  'deliveredAt',
  'status',
  'customerName',
  'taxableValue',
  'gst',
  'deliveryCharges',
  'cashCollected',
  'commissionRate',
  'commission',
] as const satisfies readonly (keyof LedgerOrderResponse)[];

/**
 * What the commission ledger reads of orders: the delivered and complete ones (`REVENUE_STATUSES`,
 * the one definition of revenue, so that the ledger and the dashboards agree to the paisa), by the
 * time they were delivered, each at the commission rate it was delivered at. Summed in SQL, in paise.
 */
@Injectable()
export class OrderLedgerService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Per shop (or for `shopId` alone), the orders delivered within `span` summed, and the commission
   * on those delivered before it. A shop without any is absent.
   */
  async deliveriesPerShop(span: DeliverySpan, shopId?: string): Promise<Map<string, ShopDeliveries>> {
    const rows = await this.dataSource.query<Record<keyof ShopDeliveries | 'shopId', string>[]>(
      deliveriesPerShopSql(Boolean(shopId)),
      [REVENUE_STATUSES, span.from, span.until, ...(shopId ? [shopId] : [])],
    );
    return new Map(
      rows.map(({ shopId: id, ...sums }) => [
        id,
        {
          deliveredOrders: Number(sums.deliveredOrders),
          cashCollected: Number(sums.cashCollected),
          paidInCash: Number(sums.paidInCash),
          paidByUpi: Number(sums.paidByUpi),
          onKhata: Number(sums.onKhata),
          taxableValue: Number(sums.taxableValue),
          gst: Number(sums.gst),
          deliveryCharges: Number(sums.deliveryCharges),
          commission: Number(sums.commission),
          commissionBefore: Number(sums.commissionBefore),
        },
      ]),
    );
  }

  /** A page of the shop's orders delivered within `span`, newest first unless sorted otherwise. */
  async page(shopId: string, span: DeliverySpan, query: ListQueryDto): Promise<Page<LedgerOrderResponse>> {
    const page = await findRawPage<LedgerOrderRow>(this.delivered(shopId, span), query, LEDGER_ORDER_LIST);
    return mapPage(page, answerOf);
  }

  /** Every order of the shop delivered within `span`, oldest first, for a statement. */
  async all(shopId: string, span: DeliverySpan): Promise<LedgerOrderResponse[]> {
    const orders: LedgerOrderRow[] = [];
    let batch = await this.batch(shopId, span);
    orders.push(...batch);
    while (batch.length === BATCH) {
      batch = await this.batch(shopId, span, batch[batch.length - 1]);
      orders.push(...batch);
    }
    return orders.map(answerOf);
  }

  /** The shop's orders delivered within `span` as CSV, oldest first, streamed (see `csvInBatches`). */
  async csv(shopId: string, span: DeliverySpan): Promise<Readable> {
    const first = await this.batch(shopId, span);
    return csvInBatches(first, BATCH, (after) => this.batch(shopId, span, after), ledgerOrdersToCsv);
  }

  /** A batch of `BATCH` orders in delivery order, after `after` (by delivery time, then id). */
  private batch(shopId: string, span: DeliverySpan, after?: LedgerOrderRow): Promise<LedgerOrderRow[]> {
    const qb = this.delivered(shopId, span);
    if (after) {
      qb.andWhere(
        'order.deliveredAt >= CAST(:afterAt AS timestamptz) AND (order.deliveredAt > CAST(:afterAt AS timestamptz) OR order.id > :afterId)',
        { afterAt: after.cursor, afterId: after.id },
      );
    }
    return qb.orderBy('order.deliveredAt', 'ASC').addOrderBy('order.id', 'ASC').limit(BATCH).getRawMany();
  }

  /** The shop's orders delivered within `span`, as `LedgerOrderRow`s; not its replacements, which are no sales. */
  private delivered(shopId: string, span: DeliverySpan) {
    return this.dataSource
      .createQueryBuilder(Order, 'order')
      .select('order.id', 'id')
      .addSelect(invoiceNumberSql(this.dataSource.manager, 'order.id'), 'invoiceNumber')
      .addSelect('order.deliveredAt', 'deliveredAt')
      .addSelect('CAST(order.deliveredAt AS text)', 'cursor')
      .addSelect('order.status', 'status')
      .addSelect('order.customerName', 'customerName')
      .addSelect('order.totalAmount', 'taxableValue')
      .addSelect('order.gstAmount', 'gst')
      .addSelect('order.deliveryCharges', 'deliveryCharges')
      .addSelect('order.finalAmount', 'cashCollected')
      .addSelect('order.commissionRate', 'commissionRate')
      .addSelect(`CAST(${COMMISSION_PAISE} AS bigint)`, 'commission')
      .where('order.shopId = :shopId', { shopId })
      .andWhere('order.status = ANY(:statuses)', { statuses: REVENUE_STATUSES })
      .andWhere('order.replacementOf IS NULL')
      .andWhere('order.deliveredAt >= :from AND order.deliveredAt < :until', span);
  }
}

function answerOf({ cursor: _cursor, deliveredAt, commission, ...row }: LedgerOrderRow): LedgerOrderResponse {
  return { ...row, deliveredAt: deliveredAt.toISOString(), commission: formatMoney(Number(commission)) };
}

function ledgerOrdersToCsv(rows: LedgerOrderRow[], withHeader: boolean): string {
  const answers = rows.map(answerOf);
  return csvLines(
    LEDGER_ORDER_CSV_COLUMNS,
    answers.map((order) => LEDGER_ORDER_CSV_COLUMNS.map((column) => order[column])),
    withHeader,
  );
}
