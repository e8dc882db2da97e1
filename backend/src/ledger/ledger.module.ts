import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { AuditModule } from '../audit/audit.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { OrdersModule } from '../orders/orders.module';
import { RefundsModule } from '../refunds/refunds.module';
import { ShopsModule } from '../shops/shops.module';
import { AdminLedgerController } from './admin-ledger.controller';
import { AdminSettlementsController } from './admin-settlements.controller';
import { LedgerService } from './ledger.service';
import { SettlementsService } from './settlements.service';
import { ShopkeeperLedgerController } from './shopkeeper-ledger.controller';

/**
 * The commission ledger (issue 14): the platform's commission on each shop's delivered orders,
 * the settlements the admin records, the balance after them, as pages, CSV and monthly statements.
 */
@Module({
  imports: [AuditModule, NotificationsModule, OrdersModule, ShopsModule, RefundsModule, InvoicesModule],
  controllers: [AdminLedgerController, AdminSettlementsController, ShopkeeperLedgerController],
  providers: [LedgerService, SettlementsService],
  exports: [LedgerService, SettlementsService],
})
export class LedgerModule {}
