import { DataSourceOptions } from 'typeorm';
import { TEXT_SEARCH_SETTINGS } from '../common/text-search';
import { Address } from '../addresses/address.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { CartItem } from '../cart/cart-item.entity';
import { Cart } from '../cart/cart.entity';
import { Category } from '../categories/category.entity';
import { RateLimitCounter } from '../common/rate-limit/rate-limit-counter.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { DeliveryFeeBandRow } from '../delivery-fees/delivery-fee-band.entity';
import { CreditNoteCounter } from '../invoices/credit-note-counter.entity';
import { CreditNoteLine } from '../invoices/credit-note-line.entity';
import { CreditNote } from '../invoices/credit-note.entity';
import { InvoiceCounter } from '../invoices/invoice-counter.entity';
import { KhataEntry } from '../khata/khata-entry.entity';
import { Khata } from '../khata/khata.entity';
import { Settlement } from '../ledger/settlement.entity';
import { Invoice } from '../invoices/invoice.entity';
import { OrderItem } from '../orders/order-item.entity';
import { OrderStatusChange } from '../orders/order-status-change.entity';
import { Order } from '../orders/order.entity';
import { OrderItemSubstitution } from '../orders/substitution.entity';
import { Product } from '../products/product.entity';
import { ShopReview } from '../reviews/review.entity';
import { Shop } from '../shops/shop.entity';
import { User } from '../users/user.entity';
import { UtrUse } from '../payments/utr-use.entity';
import { ClaimItem } from '../refunds/claim-item.entity';
import { Claim } from '../refunds/claim.entity';
import { Refund } from '../refunds/refund.entity';
import { Notification } from '../notifications/notification.entity';
import { NotificationDelivery } from '../notifications/notification-delivery.entity';
import { DeliveryAttempt } from '../notifications/delivery-attempt.entity';
import { PushSubscription } from '../notifications/push-subscription.entity';
import { NotificationPreference } from '../notifications/notification-preference.entity';
import { PasswordResetCode } from '../password-reset/password-reset-code.entity';
import { IdempotentRequest } from '../idempotency/idempotent-request.entity';
import { AfterCommitSubscriber } from '../database/after-commit';
import { isEmbeddedDatabase } from '../database/embedded-postgres';
import { migrations } from './migrations';
import { PreparingClient } from '../database/prepared-statements';

export const entities = [
  Address,
  User,
  RateLimitCounter,
  ContactMessage,
  Shop,
  Category,
  Product,
  Cart,
  CartItem,
  Order,
  OrderItem,
  OrderStatusChange,
  OrderItemSubstitution,
  ShopReview,
  Invoice,
  InvoiceCounter,
  CreditNote,
  CreditNoteLine,
  CreditNoteCounter,
  Settlement,
  AuditEntry,
  DeliveryFeeBandRow,
  UtrUse,
  Khata,
  KhataEntry,
  Claim,
  ClaimItem,
  Refund,
  Notification,
  NotificationDelivery,
  DeliveryAttempt,
  PushSubscription,
  NotificationPreference,
  PasswordResetCode,
  IdempotentRequest,
];

/**
 * How long a request waits for a connection (a new one, or a free one from a full pool) before it
 * answers 503: long enough for a busy embedded database to take turns, short enough not to hang
 * when the server is away.
 */
const CONNECT_TIMEOUT_MS = 5000;

/** The most connections one API process holds in its pool. */
export const POOL_SIZE = 10;
/** How the pool's connections show in pg_stat_activity (the bus's own is `mohalla-bus`). */
export const API_APPLICATION_NAME = 'mohalla-api';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    subscribers: [AfterCommitSubscriber],
    migrationsTableName: 'migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    connectTimeoutMS: CONNECT_TIMEOUT_MS,
    extra: {
      max: POOL_SIZE,
      application_name: API_APPLICATION_NAME,
      keepAlive: true,
      Client: isEmbeddedDatabase(url) ? undefined : PreparingClient,
      // Set on every server connection as it starts; the embedded database's one session sets them itself.
      options: Object.entries(TEXT_SEARCH_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    },
  };
}
