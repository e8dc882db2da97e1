import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CartModule } from '../cart/cart.module';
import { EventsModule } from '../events/events.module';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { KhataModule } from '../khata/khata.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProductsModule } from '../products/products.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { ShopsModule } from '../shops/shops.module';
import { UsersModule } from '../users/users.module';
import { AcceptTimer } from './accept-timer';
import { AdminOrdersCsvController } from './admin-orders-csv.controller';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminReportsController } from './admin-reports.controller';
import { CheckoutService } from './checkout.service';
import { CustomerOrdersController } from './customer-orders.controller';
import { CustomerSubstitutionsController } from './customer-substitutions.controller';
import { DeliveryCodesService } from './delivery-codes.service';
import { OrderExportService } from './order-export.service';
import { OrderFulfillmentService } from './order-fulfillment.service';
import { OrderLedgerService } from './order-ledger.service';
import { OrderReportsService } from './order-reports.service';
import { OrderStatusService } from './order-status.service';
import { OrderTransitionsService } from './order-transitions.service';
import { OrderPaymentsService } from './order-payments.service';
import { DailySummaryTimer } from './daily-summary-timer';
import { OrdersService } from './orders.service';
import { ReplacementsService } from './replacements.service';
import { ShopkeeperDashboardController } from './shopkeeper-dashboard.controller';
import { ShopkeeperOrdersController } from './shopkeeper-orders.controller';
import { ShopkeeperSubstitutionsController } from './shopkeeper-substitutions.controller';
import { SubstitutionTimer } from './substitution-timer';
import { SubstitutionsService } from './substitutions.service';

@Module({
  imports: [
    AuditModule,
    CartModule,
    EventsModule,
    IdempotencyModule,
    InvoicesModule,
    KhataModule,
    NotificationsModule,
    PaymentsModule,
    ShopsModule,
    ProductsModule,
    ReviewsModule,
    UsersModule,
  ],
  // The CSV route comes before the admin's order routes: /admin/orders/csv is no order id.
  controllers: [
    CustomerOrdersController,
    CustomerSubstitutionsController,
    ShopkeeperOrdersController,
    ShopkeeperSubstitutionsController,
    AdminOrdersCsvController,
    AdminOrdersController,
    AdminReportsController,
    ShopkeeperDashboardController,
  ],
  providers: [
    OrdersService,
    OrderStatusService,
    OrderTransitionsService,
    OrderFulfillmentService,
    OrderPaymentsService,
    DeliveryCodesService,
    CheckoutService,
    OrderReportsService,
    OrderExportService,
    OrderLedgerService,
    SubstitutionsService,
    ReplacementsService,
    AcceptTimer,
    SubstitutionTimer,
    DailySummaryTimer,
  ],
  // The commission ledger reads delivered orders through this one.
  exports: [
    OrderLedgerService,
    OrdersService,
    CheckoutService,
    OrderStatusService,
    OrderTransitionsService,
    ReplacementsService,
    AcceptTimer,
  ],
})
export class OrdersModule {}
