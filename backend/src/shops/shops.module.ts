import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ImagesModule } from '../images/images.module';
import { PincodesModule } from '../pincodes/pincodes.module';
import { UsersModule } from '../users/users.module';
import { AdminShopLogoController } from './admin-shop-logo.controller';
import { AdminShopsController } from './admin-shops.controller';
import { CommissionAccountsService } from './commission-accounts.service';
import { OpeningHoursService } from './opening-hours.service';
import { ShopLogosService } from './shop-logos.service';
import { ShopkeeperShopLogoController } from './shopkeeper-shop-logo.controller';
import { ShopkeeperShopController } from './shopkeeper-shop.controller';
import { ShopsService } from './shops.service';

@Module({
  imports: [UsersModule, ImagesModule, AuditModule, PincodesModule],
  controllers: [AdminShopsController, AdminShopLogoController, ShopkeeperShopController, ShopkeeperShopLogoController],
  providers: [ShopsService, OpeningHoursService, CommissionAccountsService, ShopLogosService],
  exports: [ShopsService, OpeningHoursService, CommissionAccountsService],
})
export class ShopsModule {}
