import { Inject, Injectable } from '@nestjs/common';
import { CartService } from '../cart/cart.service';
import { Clock } from '../common/clock';
import { kolkataDate, kolkataMidnight } from '../common/india-time';
import { parseMoney } from '../common/money';
import type { SessionUser } from '../common/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { KhataService } from '../khata/khata.service';
import { LedgerService } from '../ledger/ledger.service';
import { SettlementsService } from '../ledger/settlements.service';
import { AcceptTimer } from '../orders/accept-timer';
import { CheckoutService } from '../orders/checkout.service';
import { OrderStatusService } from '../orders/order-status.service';
import type { OrderStatus } from '../orders/order-status';
import { OrdersService } from '../orders/orders.service';
import { CommissionAccountsService } from '../shops/commission-accounts.service';
import { DEMO_CUSTOMER } from './demo-data';
import {
  DEMO_COMMISSION_RATE,
  DEMO_KHATA,
  DEMO_ORDER_DAYS,
  DEMO_SETTLED_DAYS_AGO,
  DemoOrder,
  demoOrders,
} from './demo-orders';

/** A demo shop's ids: its products' by name. */
export interface DemoShopIds {
  shopId: string;
  shopkeeperId: string;
  products: Map<string, string>;
}

/** Who the demo data made: the ids the orders need. */
export interface DemoCast {
  admin: SessionUser;
  customerId: string;
  addressId: string;
  /** By shopkeeper username. */
  shops: Map<string, DemoShopIds>;
}

/** Minutes after placing at which the shop took each step. */
const STEP_MINUTES: [OrderStatus, number][] = [
  ['confirmed', 3],
  ['ready for pickup', 15],
  ['dispatched', 25],
  ['delivered', 45],
  ['complete', 120],
];
const REVIEWED_AFTER_MINUTES = 180;
const REJECTED_AFTER_MINUTES = 4;
const CANCELLED_AFTER_MINUTES = 5;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Weeks of orders for the demo shops, made the way people make them: through checkout, the shop's
 * status changes (with the customer's delivery code), the accept-by sweep, the customer's review and
 * the admin's settlement, each at its time of the past; before them, the customer's khata at one shop.
 * The services read the time from the one `Clock`, which this moves back while it works: prices, GST,
 * invoices, the commission kept and the timelines are the app's own.
 */
@Injectable()
export class DemoOrdersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly cart: CartService,
    private readonly checkout: CheckoutService,
    private readonly statuses: OrderStatusService,
    private readonly orders: OrdersService,
    private readonly acceptTimer: AcceptTimer,
    private readonly commissionAccounts: CommissionAccountsService,
    private readonly settlements: SettlementsService,
    private readonly ledger: LedgerService,
    private readonly khatas: KhataService,
  ) {}

  async load(cast: DemoCast): Promise<void> {
    const start = this.clock.now();
    const firstDay = kolkataDate(new Date(start.getTime() - DEMO_ORDER_DAYS * DAY));
    await this.at(new Date(start.getTime() - (DEMO_ORDER_DAYS + 1) * DAY), async () => {
      for (const { shopId } of cast.shops.values()) {
        await this.commissionAccounts.setRate(cast.admin, shopId, DEMO_COMMISSION_RATE);
      }
      await this.openKhata(cast);
    });
    for (const order of demoOrders()) await this.make(cast, order, placedAt(order, start));
    const settledOn = kolkataDate(new Date(start.getTime() - DEMO_SETTLED_DAYS_AGO * DAY));
    const lastDay = kolkataDate(new Date(start.getTime() - (DEMO_SETTLED_DAYS_AGO + 1) * DAY));
    await this.at(new Date(start.getTime() - DEMO_SETTLED_DAYS_AGO * DAY), async () => {
      for (const [username, { shopId }] of cast.shops) {
        const due = await this.ledger.shopLedger(shopId, JSON.stringify({ from: firstDay, to: lastDay }));
        const amount = parseMoney(due.balance);
        if (!amount) continue;
        await this.settlements.record(cast.admin, {
          shopId,
          amount,
          settledOn,
          reference: `UTR DEMO-${username}`,
          note: `Commission due until ${lastDay}`,
        });
      }
    });
  }

  private async openKhata(cast: DemoCast): Promise<void> {
    const { shopId, shopkeeperId } = cast.shops.get(DEMO_KHATA.shop)!;
    await this.khatas.open({ id: shopkeeperId, role: 'shopkeeper' }, shopId, {
      customer: DEMO_CUSTOMER.username,
      creditLimit: DEMO_KHATA.creditLimit,
    });
  }

  private async make(cast: DemoCast, demo: DemoOrder, placed: Date): Promise<void> {
    const shop = cast.shops.get(demo.shop)!;
    const shopkeeper = { role: 'shopkeeper' as const, userId: shop.shopkeeperId };
    const { id } = await this.at(placed, async () => {
      for (const { product, quantity } of demo.lines) {
        await this.cart.addItem(cast.customerId, { productId: shop.products.get(product)!, quantity });
      }
      return this.checkout.placeOrder(
        cast.customerId,
        { customerAddressId: cast.addressId, paymentMethod: 'cash_on_delivery' },
        undefined,
      );
    });
    const after = (minutes: number) => new Date(placed.getTime() + minutes * MINUTE);
    switch (demo.outcome) {
      case 'pending':
        return;
      case 'rejected by the shop':
        await this.at(after(REJECTED_AFTER_MINUTES), () =>
          this.statuses.update(shopkeeper, { shopId: shop.shopId }, id, {
            status: 'cancelled',
            cancelReason: 'items-not-available',
          }),
        );
        return;
      case 'cancelled by the customer':
        await this.at(after(CANCELLED_AFTER_MINUTES), () =>
          this.statuses.cancelByCustomer(cast.customerId, id, { cancelReason: 'customer-changed-mind' }),
        );
        return;
      case 'not accepted':
        await this.at(after(this.config.acceptWithinMinutes), () => this.acceptTimer.cancelUnaccepted());
        return;
    }
    for (const [status, minutes] of STEP_MINUTES) {
      await this.at(after(minutes), async () => {
        const deliveryCode =
          status === 'delivered'
            ? (await this.orders.findOne({ customerId: cast.customerId }, id)).deliveryCode
            : undefined;
        await this.statuses.update(shopkeeper, { shopId: shop.shopId }, id, { status, deliveryCode });
      });
      if (status === demo.outcome) break;
    }
    const { review } = demo;
    if (review) await this.at(after(REVIEWED_AFTER_MINUTES), () => this.orders.rate(cast.customerId, id, review));
  }

  /** Runs the step with the clock showing `when`, then gives the clock back its own time. */
  private async at<T>(when: Date, step: () => Promise<T>): Promise<T> {
    this.clock.now = () => new Date(when);
    try {
      return await step();
    } finally {
      Reflect.deleteProperty(this.clock, 'now');
    }
  }
}

/** When the demo order was placed, counted back from the start. */
function placedAt({ placed }: DemoOrder, start: Date): Date {
  if ('minutesAgo' in placed) return new Date(start.getTime() - placed.minutesAgo * MINUTE);
  const [year, month, day] = kolkataDate(new Date(start.getTime() - placed.daysAgo * DAY))
    .split('-')
    .map(Number);
  return new Date(kolkataMidnight(year, month - 1, day).getTime() + placed.hour * 60 * MINUTE);
}
