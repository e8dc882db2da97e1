import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ImagesModule } from '../images/images.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { UsersModule } from '../users/users.module';
import { AdminShopLogoController } from './admin-shop-logo.controller';
import { AdminShopsController } from './admin-shops.controller';
import { CustomerShopsController } from './customer-shops.controller';
import { ShopkeeperShopLogoController } from './shopkeeper-shop-logo.controller';
import { ShopkeeperShopController } from './shopkeeper-shop.controller';
import { ShopsService } from './shops.service';

@Module({
  imports: [UsersModule, ReviewsModule, ImagesModule, AuditModule],
  controllers: [
    AdminShopsController,
    AdminShopLogoController,
    ShopkeeperShopController,
    ShopkeeperShopLogoController,
    CustomerShopsController,
  ],
  providers: [ShopsService],
  exports: [ShopsService],
})
export class ShopsModule {}
