import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { PaymentsModule } from '../payments/payments.module';
import { ShopsModule } from '../shops/shops.module';
import { UsersModule } from '../users/users.module';
import { CustomerKhatasController } from './customer-khatas.controller';
import { KhataService } from './khata.service';
import { ShopkeeperKhatasController } from './shopkeeper-khatas.controller';

/**
 * Khatas: the credit book a shop keeps for the customers it lets pay later. Checkout puts orders on
 * them and cancellations take them off, through `KhataService`; the shop records payments and
 * corrections; both read them.
 */
@Module({
  imports: [AuditModule, PaymentsModule, ShopsModule, UsersModule],
  controllers: [ShopkeeperKhatasController, CustomerKhatasController],
  providers: [KhataService],
  exports: [KhataService],
})
export class KhataModule {}
