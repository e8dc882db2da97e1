import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module';
import { CartService } from './cart.service';
import { CustomerCartController } from './customer-cart.controller';

@Module({
  imports: [AddressesModule],
  controllers: [CustomerCartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
