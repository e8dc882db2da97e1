import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ImagesModule } from '../images/images.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { KhataModule } from '../khata/khata.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { ShopsModule } from '../shops/shops.module';
import { AdminClaimsController } from './admin-claims.controller';
import { ClaimEscalationTimer } from './claim-escalation-timer';
import { ClaimsService } from './claims.service';
import { CustomerClaimsController } from './customer-claims.controller';
import { RefundsService } from './refunds.service';
import { ShopkeeperClaimsController } from './shopkeeper-claims.controller';

/** Claims of delivered orders, the shop's and admin's decisions, refunds and the policy they follow. */
@Module({
  imports: [OrdersModule, InvoicesModule, KhataModule, PaymentsModule, ImagesModule, AuditModule, ShopsModule],
  controllers: [CustomerClaimsController, ShopkeeperClaimsController, AdminClaimsController],
  providers: [ClaimsService, RefundsService, ClaimEscalationTimer],
  exports: [RefundsService],
})
export class RefundsModule {}
