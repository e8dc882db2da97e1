import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { kolkataDate, kolkataMidnight } from '../common/india-time';
import { formatMoney, Paise, parseMoney } from '../common/money';
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
import {
  CANCELLATIONS_BY_REASON,
  ORDERS_BY_STATUS,
  revenueStatement,
  RevenueSplit,
  SHOP_ORDER_COUNTS,
} from './orders.queries';

const ANALYTICS_DAYS = 30;
const TOP_SHOPS = 5;

/** The orders that are revenue (D11): delivered or complete. A placed, accepted, travelling or cancelled one is not. */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['delivered', 'complete'];

/**
 * The orders a revenue figure counts: one shop's or all, delivered within [deliveredFrom, deliveredBefore)
 * when given. Revenue is dated by delivery, the time of supply, as the ledger and the invoices are.
 */
export interface RevenueScope {
  shopId?: string;
  deliveredFrom?: Date;
  deliveredBefore?: Date;
}

/** A revenue figure: Σ finalAmount of the orders counted, and how many they are. */
export interface Revenue {
  revenue: Paise;
  orders: number;
}

/** A numeric sum as the database answers it ("1234.50" or null), in paise. */
const paise = (sum: string | null): number => (sum === null ? 0 : parseMoney(sum)!);

/**
 * The figures of the admin and shopkeeper dashboards and the admin analytics (D8, D9, D11). Every
 * revenue figure comes from `revenue`/`revenuePer`; days and months are those of Asia/Kolkata, by the Clock.
 */
@Injectable()
export class OrderReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shops: ShopsService,
    private readonly products: ProductsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Revenue (D11): Σ finalAmount of the delivered and complete orders in `scope`, and how many they
   * are; not replacements, which are no sales. The one definition every revenue figure of the
   * dashboards and analytics reads; the ledger counts the same orders (`REVENUE_STATUSES`, dated by
   * delivery, replacements left out), so that they agree to the paisa.
   */
  async revenue(scope: RevenueScope = {}): Promise<Revenue> {
    const [total] = await this.revenueRows(scope);
    return total;
  }

  /** The same revenue split per Kolkata day or per shop; a day or shop without revenue is absent. */
  async revenuePer(split: RevenueSplit, scope: RevenueScope = {}): Promise<Map<string, Revenue>> {
    const rows = await this.revenueRows(scope, split);
    return new Map(rows.map(({ key, ...revenue }) => [key!, revenue]));
  }

  async adminDashboard(): Promise<AdminDashboardResponse> {
    const [{ ordersByStatus, orderCount }, { revenue }, shops] = await Promise.all([
      this.ordersByStatus(),
      this.revenue(),
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
    const [byDate, { ordersByStatus }, topShops, cancellationsByReason] = await Promise.all([
      this.revenuePer('day', { deliveredFrom: from, deliveredBefore: until }),
      this.ordersByStatus(),
      this.topShops(),
      this.cancellationsByReason(),
    ]);
    const revenueByDay: RevenueDayResponse[] = Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
      const date = kolkataDate(new Date(from.getTime() + index * 24 * 3_600_000));
      const { revenue, orders } = byDate.get(date) ?? { revenue: 0, orders: 0 };
      return { date, revenue: formatMoney(revenue), orders };
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
    const [[orders], allTime, thisMonth, products] = await Promise.all([
      this.dataSource.query<{ orderCount: number; pendingOrderCount: number }[]>(SHOP_ORDER_COUNTS, [shopId]),
      this.revenue({ shopId }),
      this.revenue({ shopId, deliveredFrom: monthStart, deliveredBefore: nextMonthStart }),
      this.products.stockCounts(shopId),
    ]);
    return {
      pendingOrderCount: orders.pendingOrderCount,
      orderCount: orders.orderCount,
      revenueThisMonth: formatMoney(thisMonth.revenue),
      revenueAllTime: formatMoney(allTime.revenue),
      productCount: products.productCount,
      outOfStockCount: products.outOfStockCount,
      lowStockCount: products.lowStockCount,
    };
  }

  /**
   * The shops with the most revenue of all time, ties by name. Every shop tied with the last place
   * stays in the running, so that the names (the shops module's) can break the tie.
   */
  private async topShops(): Promise<TopShopResponse[]> {
    const ranked = [...(await this.revenuePer('shop'))]
      .map(([shopId, revenue]) => ({ shopId, ...revenue }))
      .sort((a, b) => b.revenue - a.revenue);
    const lastPlace = ranked[TOP_SHOPS - 1]?.revenue ?? 0;
    const running = ranked.filter((shop) => shop.revenue >= lastPlace);
    const names = await this.shops.namesOf(running.map((shop) => shop.shopId));
    return running
      .map((shop) => ({ ...shop, name: names.get(shop.shopId) ?? '' }))
      .sort((a, b) => b.revenue - a.revenue || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, TOP_SHOPS)
      .map((shop) => ({ ...shop, revenue: formatMoney(shop.revenue) }));
  }

  /** The cancelled orders by the reason of their last cancellation (an admin may have reopened one). */
  private async cancellationsByReason(): Promise<CancellationsByReasonResponse[]> {
    const rows =
      await this.dataSource.query<{ reasonCode: CancelReasonCode | null; count: number }[]>(CANCELLATIONS_BY_REASON);
    const counts = new Map<string, number>();
    for (const row of rows) {
      const code = row.reasonCode ?? NOT_GIVEN;
      counts.set(code, (counts.get(code) ?? 0) + row.count);
    }
    return CANCEL_REASONS.map(({ code, label }) => ({ reasonCode: code, label, count: counts.get(code) ?? 0 })).sort(
      (a, b) => b.count - a.count,
    );
  }

  /** Counts per status, every status present. */
  private async ordersByStatus() {
    const rows = await this.dataSource.query<{ status: OrderStatus; orders: number }[]>(ORDERS_BY_STATUS);
    const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >;
    for (const row of rows) ordersByStatus[row.status] = row.orders;
    return { ordersByStatus, orderCount: rows.reduce((sum, row) => sum + row.orders, 0) };
  }

  /** Revenue rows within `scope`: one total, or one per day or shop (`key`) with `split`. */
  private async revenueRows(scope: RevenueScope, split?: RevenueSplit): Promise<(Revenue & { key: string | null })[]> {
    const { sql, parameters } = revenueStatement(REVENUE_STATUSES, scope, split);
    const rows = await this.dataSource.query<{ key: string | null; orders: number; revenue: string | null }[]>(
      sql,
      parameters,
    );
    return rows.map((row) => ({ key: row.key, orders: row.orders, revenue: paise(row.revenue) }));
  }
}
