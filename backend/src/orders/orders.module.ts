import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module';
import { CartModule } from '../cart/cart.module';
import { EventsModule } from '../events/events.module';
import { ProductsModule } from '../products/products.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { ShopsModule } from '../shops/shops.module';
import { UsersModule } from '../users/users.module';
import { AcceptTimer } from './accept-timer';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminReportsController } from './admin-reports.controller';
import { CheckoutService } from './checkout.service';
import { CustomerOrdersController } from './customer-orders.controller';
import { OrderReportsService } from './order-reports.service';
import { OrdersService } from './orders.service';
import { ShopkeeperDashboardController } from './shopkeeper-dashboard.controller';
import { ShopkeeperOrdersController } from './shopkeeper-orders.controller';

@Module({
  imports: [AddressesModule, CartModule, EventsModule, ShopsModule, ProductsModule, ReviewsModule, UsersModule],
  controllers: [
    CustomerOrdersController,
    ShopkeeperOrdersController,
    AdminOrdersController,
    AdminReportsController,
    ShopkeeperDashboardController,
  ],
  providers: [OrdersService, CheckoutService, OrderReportsService, AcceptTimer],
})
export class OrdersModule {}
