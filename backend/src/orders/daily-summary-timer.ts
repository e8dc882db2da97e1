import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { calendarDateText, kolkataMidnight, kolkataWallClock } from '../common/india-time';
import { formatMoney } from '../common/money';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderSweeper } from './order-sweeper';
import { OrdersService } from './orders.service';
import { SHOP_DAYS } from './orders.queries';

/** The shops' summaries of the day go out from this time in India (21:00), when most shops close. */
export const SUMMARY_MINUTE_OF_DAY = 21 * 60;

interface ShopDay {
  shopId: string;
  shopkeeperId: string;
  placed: number;
  delivered: number;
  sales: string;
  cancelled: number;
}

/**
 * The shop's daily summary: from 21:00 in India, each shop that had orders that day is told what it
 * sold, once (its notification's once-key is the shop and the day, whichever API process writes it).
 */
@Injectable()
export class DailySummaryTimer extends OrderSweeper {
  /** The last day this process wrote the summaries of. */
  private summarised?: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    orders: OrdersService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config.nodeEnv, orders);
  }

  /** Writes the day's summaries once it is time and this process has not yet; answers how many shops it told. */
  async summariseDue(): Promise<number> {
    const { date, minuteOfDay } = kolkataWallClock(this.clock.now());
    if (minuteOfDay < SUMMARY_MINUTE_OF_DAY || this.summarised === date) return 0;
    const [year, month, day] = date.split('-').map(Number);
    const days = (await this.dataSource.query(SHOP_DAYS, [
      kolkataMidnight(year, month - 1, day),
      kolkataMidnight(year, month - 1, day + 1),
    ])) as ShopDay[];
    await this.dataSource.transaction((manager) =>
      this.notifications.notify(
        manager,
        days.map((shopDay) => ({
          userId: shopDay.shopkeeperId,
          topic: 'summary' as const,
          kind: 'shop.daily-summary',
          title: `Your day at Mohalla, ${calendarDateText(date)}`,
          body: summaryOf(shopDay),
          url: '/shopkeeper',
          onceKey: `summary:${shopDay.shopId}:${date}`,
        })),
      ),
    );
    this.summarised = date;
    return days.length;
  }

  protected sweepOnce(): Promise<number> {
    return this.summariseDue();
  }

  protected describe(count: number): string {
    return `Wrote the daily summaries of ${count} shops`;
  }
}

function summaryOf({ placed, delivered, sales, cancelled }: ShopDay): string {
  const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
  return [
    `${orders(placed)} placed today.`,
    `${orders(delivered)} delivered, for ₹${formatMoney(Number(sales))}.`,
    ...(cancelled > 0 ? [`${orders(cancelled)} cancelled.`] : []),
    'Your dashboard has the details.',
  ].join('\n');
}
