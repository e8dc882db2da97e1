import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { formatMoney, parseMoney } from '../common/money';
import {
  AdminAnalyticsResponse,
  AdminDashboardResponse,
  RevenueDayResponse,
  ShopkeeperDashboardResponse,
} from './dto/reports.dto';
import { ORDER_STATUSES, OrderStatus } from './order-status';

/** Asia/Kolkata is UTC+05:30 all year (India keeps no daylight saving time). */
const KOLKATA_OFFSET_MS = 330 * 60_000;
const ANALYTICS_DAYS = 30;
const TOP_SHOPS = 5;

/** A calendar date (`YYYY-MM-DD`) in Asia/Kolkata. */
function kolkataDate(instant: Date): string {
  return new Date(instant.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a calendar day starts in Asia/Kolkata; month and day may overflow, as in Date.UTC. */
function kolkataMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - KOLKATA_OFFSET_MS);
}

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
    private readonly clock: Clock,
  ) {}

  async adminDashboard(): Promise<AdminDashboardResponse> {
    const [{ ordersByStatus, orderCount, revenue }, [shops]] = await Promise.all([
      this.ordersByStatus(),
      this.dataSource.query<{ active: number; total: number }[]>(
        'SELECT COUNT(*) FILTER (WHERE is_active)::int AS active, COUNT(*)::int AS total FROM shops WHERE deleted_at IS NULL',
      ),
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
    const [days, { ordersByStatus }, topShops] = await Promise.all([
      this.dataSource.query<{ date: string; orders: number; revenue: string | null }[]>(
        `SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD') AS date,
                COUNT(*)::int AS orders, SUM(final_amount) AS revenue
           FROM orders
          WHERE status <> 'cancelled' AND created_at >= $1 AND created_at < $2
          GROUP BY 1`,
        [from, until],
      ),
      this.ordersByStatus(),
      this.dataSource.query<{ shopId: string; name: string; orders: number; revenue: string }[]>(
        `SELECT o.shop_id AS "shopId", s.name, COUNT(*)::int AS orders, SUM(o.final_amount) AS revenue
           FROM orders o JOIN shops s ON s.id = o.shop_id
          WHERE o.status <> 'cancelled'
          GROUP BY o.shop_id, s.name
          ORDER BY SUM(o.final_amount) DESC, s.name ASC
          LIMIT ${TOP_SHOPS}`,
      ),
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
      topShops: topShops.map((shop) => ({ ...shop, revenue: formatMoney(paise(shop.revenue)) })),
    };
  }

  async shopkeeperDashboard(shopId: string): Promise<ShopkeeperDashboardResponse> {
    const [year, month] = kolkataDate(this.clock.now()).split('-').map(Number);
    const monthStart = kolkataMidnight(year, month - 1, 1);
    const nextMonthStart = kolkataMidnight(year, month, 1);
    const [[orders], [products]] = await Promise.all([
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
      this.dataSource.query<{ productCount: number; outOfStockCount: number }[]>(
        `SELECT COUNT(*)::int AS "productCount", COUNT(*) FILTER (WHERE NOT is_in_stock)::int AS "outOfStockCount"
           FROM products WHERE shop_id = $1 AND deleted_at IS NULL`,
        [shopId],
      ),
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
