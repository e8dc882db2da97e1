import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module';
import { DeliveryFeesModule } from '../delivery-fees/delivery-fees.module';
import { ProductsModule } from '../products/products.module';
import { ShopsModule } from '../shops/shops.module';
import { CartService } from './cart.service';
import { CustomerCartController } from './customer-cart.controller';

@Module({
  imports: [AddressesModule, ProductsModule, ShopsModule, DeliveryFeesModule],
  controllers: [CustomerCartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
