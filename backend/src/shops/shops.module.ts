import { Module } from '@nestjs/common';
import { ReviewsModule } from '../reviews/reviews.module';
import { UsersModule } from '../users/users.module';
import { AdminShopsController } from './admin-shops.controller';
import { CustomerShopsController } from './customer-shops.controller';
import { ShopkeeperShopController } from './shopkeeper-shop.controller';
import { ShopsService } from './shops.service';

@Module({
  imports: [UsersModule, ReviewsModule],
  controllers: [AdminShopsController, ShopkeeperShopController, CustomerShopsController],
  providers: [ShopsService],
  exports: [ShopsService],
})
export class ShopsModule {}
