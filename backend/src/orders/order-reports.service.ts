import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { kolkataDate, kolkataMidnight, sqlKolkataDate } from '../common/india-time';
import { formatMoney, parseMoney } from '../common/money';
import { ProductsService } from '../products/products.service';
import { ShopsService } from '../shops/shops.service';
import { CANCEL_REASONS, CancelReasonCode, NOT_GIVEN } from './cancellation-reasons';
import {
  AdminAnalyticsResponse,
  CancellationsByReasonResponse,
  AdminDashboardResponse,
  RevenueDayResponse,
  ShopkeeperDashboardResponse,
  TopShopResponse,
} from './dto/reports.dto';
import { ORDER_STATUSES, OrderStatus } from './order-status';

const ANALYTICS_DAYS = 30;
const TOP_SHOPS = 5;

/** A numeric sum as the database answers it ("1234.50" or null), in paise. */
const paise = (sum: string | null): number => (sum === null ? 0 : parseMoney(sum)!);

/**
 * The figures of the admin and shopkeeper dashboards and the admin analytics (D8, D9). Revenue
 * always leaves cancelled orders out; days and months are those of Asia/Kolkata, by the Clock.
 */
@Injectable()
export class OrderReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shops: ShopsService,
    private readonly products: ProductsService,
    private readonly clock: Clock,
  ) {}

  async adminDashboard(): Promise<AdminDashboardResponse> {
    const [{ ordersByStatus, orderCount, revenue }, shops] = await Promise.all([
      this.ordersByStatus(),
      this.shops.counts(),
    ]);
    return {
      revenue: formatMoney(revenue),
      orderCount,
      ordersByStatus,
      activeShopCount: shops.active,
      shopCount: shops.total,
    };
  }

  async adminAnalytics(): Promise<AdminAnalyticsResponse> {
    const today = kolkataDate(this.clock.now());
    const [year, month, day] = today.split('-').map(Number);
    const from = kolkataMidnight(year, month - 1, day - (ANALYTICS_DAYS - 1));
    const until = kolkataMidnight(year, month - 1, day + 1);
    const [days, { ordersByStatus }, topShops, cancellationsByReason] = await Promise.all([
      this.dataSource.query<{ date: string; orders: number; revenue: string | null }[]>(
        `SELECT ${sqlKolkataDate('created_at')} AS date,
                COUNT(*)::int AS orders, SUM(final_amount) AS revenue
           FROM orders
          WHERE status <> 'cancelled' AND created_at >= $1 AND created_at < $2
          GROUP BY 1`,
        [from, until],
      ),
      this.ordersByStatus(),
      this.topShops(),
      this.cancellationsByReason(),
    ]);
    const byDate = new Map(days.map((row) => [row.date, row]));
    const revenueByDay: RevenueDayResponse[] = Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
      const date = kolkataDate(new Date(from.getTime() + index * 24 * 3_600_000));
      const row = byDate.get(date);
      return { date, revenue: formatMoney(paise(row?.revenue ?? null)), orders: row?.orders ?? 0 };
    });
    return {
      revenueByDay,
      ordersByStatus,
      topShops,
      cancellationsByReason,
    };
  }

  async shopkeeperDashboard(shopId: string): Promise<ShopkeeperDashboardResponse> {
    const [year, month] = kolkataDate(this.clock.now()).split('-').map(Number);
    const monthStart = kolkataMidnight(year, month - 1, 1);
    const nextMonthStart = kolkataMidnight(year, month, 1);
    const [[orders], products] = await Promise.all([
      this.dataSource.query<
        {
          orderCount: number;
          pendingOrderCount: number;
          revenueAllTime: string | null;
          revenueThisMonth: string | null;
        }[]
      >(
        `SELECT COUNT(*)::int AS "orderCount",
                COUNT(*) FILTER (WHERE status = 'pending')::int AS "pendingOrderCount",
                SUM(final_amount) FILTER (WHERE status <> 'cancelled') AS "revenueAllTime",
                SUM(final_amount) FILTER (WHERE status <> 'cancelled' AND created_at >= $2 AND created_at < $3)
                  AS "revenueThisMonth"
           FROM orders WHERE shop_id = $1`,
        [shopId, monthStart, nextMonthStart],
      ),
      this.products.stockCounts(shopId),
    ]);
    return {
      pendingOrderCount: orders.pendingOrderCount,
      orderCount: orders.orderCount,
      revenueThisMonth: formatMoney(paise(orders.revenueThisMonth)),
      revenueAllTime: formatMoney(paise(orders.revenueAllTime)),
      productCount: products.productCount,
      outOfStockCount: products.outOfStockCount,
    };
  }

  /**
   * The shops with the most revenue of all time, ties by name. The ranking keeps every shop tied
   * with the last place, so that the names (the shops module's) can break the tie.
   */
  private async topShops(): Promise<TopShopResponse[]> {
    const rows = await this.dataSource.query<{ shopId: string; orders: number; revenue: string }[]>(
      `SELECT "shopId", orders, revenue
         FROM (SELECT shop_id AS "shopId", COUNT(*)::int AS orders, SUM(final_amount) AS revenue,
                      RANK() OVER (ORDER BY SUM(final_amount) DESC) AS place
                 FROM orders
                WHERE status <> 'cancelled'
                GROUP BY shop_id) ranked
        WHERE place <= ${TOP_SHOPS}`,
    );
    const names = await this.shops.namesOf(rows.map((row) => row.shopId));
    return rows
      .map((row) => ({
        shopId: row.shopId,
        name: names.get(row.shopId) ?? '',
        orders: row.orders,
        revenue: paise(row.revenue),
      }))
      .sort((a, b) => b.revenue - a.revenue || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, TOP_SHOPS)
      .map((shop) => ({ ...shop, revenue: formatMoney(shop.revenue) }));
  }

  /** The cancelled orders by the reason of their last cancellation (an admin may have reopened one). */
  private async cancellationsByReason(): Promise<CancellationsByReasonResponse[]> {
    const rows = await this.dataSource.query<{ reasonCode: CancelReasonCode | null; count: number }[]>(
      `SELECT "reasonCode", COUNT(*)::int AS count
         FROM (SELECT DISTINCT ON (change.order_id) change.reason_code AS "reasonCode"
                 FROM orders JOIN order_status_changes change ON change.order_id = orders.id
                WHERE orders.status = 'cancelled' AND change.status = 'cancelled'
                ORDER BY change.order_id, change.changed_at DESC) last_cancellation
        GROUP BY "reasonCode"`,
    );
    const counts = new Map<string, number>();
    for (const row of rows) {
      const code = row.reasonCode ?? NOT_GIVEN;
      counts.set(code, (counts.get(code) ?? 0) + row.count);
    }
    return CANCEL_REASONS.map(({ code, label }) => ({ reasonCode: code, label, count: counts.get(code) ?? 0 })).sort(
      (a, b) => b.count - a.count,
    );
  }

  /** Counts per status (every status present) and the revenue of all non-cancelled orders. */
  private async ordersByStatus() {
    const rows = await this.dataSource.query<{ status: OrderStatus; orders: number; revenue: string }[]>(
      'SELECT status, COUNT(*)::int AS orders, SUM(final_amount) AS revenue FROM orders GROUP BY status',
    );
    const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >;
    let revenue = 0;
    for (const row of rows) {
      ordersByStatus[row.status] = row.orders;
      if (row.status !== 'cancelled') revenue += paise(row.revenue);
    }
    return { ordersByStatus, orderCount: rows.reduce((sum, row) => sum + row.orders, 0), revenue };
  }
}
