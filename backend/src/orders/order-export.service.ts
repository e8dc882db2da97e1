import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { csvInBatches } from '../common/csv';
import { filterList } from '../database/paging/list-filter';
import { OrderCsvRow, ordersToCsv } from './order-csv';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { ORDER_LIST } from './orders.service';

/** Orders read by one statement of an export. */
const BATCH = 1000;

/** A row of a batch, with its creation time as the database writes it: a cursor exact to the microsecond. */
type ExportedOrder = OrderCsvRow & { cursor: string };

/**
 * The admin's orders as CSV, however many: read in batches by keyset (creation time, then id,
 * both descending), each batch written out before the next is read, so memory stays flat for a
 * million orders and no statement skips rows it has already counted past.
 */
@Injectable()
export class OrderExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every order the list's `filter` selects, newest first. The first batch is read before the
   * answer starts, so a filter the database refuses is still a 400 rather than a broken download.
   */
  async csv(filter: string | undefined): Promise<Readable> {
    const first = await this.batch(filter);
    return csvInBatches(first, BATCH, (after) => this.batch(filter, after), ordersToCsv);
  }

  private batch(filter: string | undefined, after?: ExportedOrder): Promise<ExportedOrder[]> {
    const qb = this.dataSource
      .createQueryBuilder(Order, 'order')
      .select('order.id', 'id')
      .addSelect('order.createdAt', 'createdAt')
      .addSelect('CAST(order.createdAt AS text)', 'cursor')
      .addSelect('order.status', 'status')
      .addSelect('order.shopId', 'shopId')
      .addSelect('order.shopName', 'shopName')
      .addSelect('order.customerId', 'customerId')
      .addSelect('order.customerName', 'customerName')
      .addSelect('order.paymentMethod', 'paymentMethod')
      .addSelect('order.totalAmount', 'totalAmount')
      .addSelect('order.gstAmount', 'gstAmount')
      .addSelect('order.deliveryCharges', 'deliveryCharges')
      .addSelect('order.finalAmount', 'finalAmount');
    const items = qb
      .subQuery()
      .select('CAST(COUNT(*) AS int)')
      .from(OrderItem, 'item')
      .where('item.orderId = order.id');
    qb.addSelect(items.getQuery(), 'itemCount');
    filterList(qb, filter, ORDER_LIST);
    if (after) {
      // The first condition alone reads by the creation-time indexes; the second breaks ties.
      qb.andWhere(
        'order.createdAt <= CAST(:afterAt AS timestamptz) AND (order.createdAt < CAST(:afterAt AS timestamptz) OR order.id < :afterId)',
        { afterAt: after.cursor, afterId: after.id },
      );
    }
    return qb
      .orderBy('order.createdAt', 'DESC')
      .addOrderBy('order.id', 'DESC')
      .limit(BATCH)
      .getRawMany<ExportedOrder>();
  }
}
