import { Module } from '@nestjs/common';
import { AddressesService } from './addresses.service';
import { CustomerAddressesController } from './customer-addresses.controller';

@Module({
  controllers: [CustomerAddressesController],
  providers: [AddressesService],
  exports: [AddressesService],
})
export class AddressesModule {}
