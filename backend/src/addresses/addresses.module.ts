import { Module } from '@nestjs/common';
import { PincodesModule } from '../pincodes/pincodes.module';
import { UsersModule } from '../users/users.module';
import { AddressesService } from './addresses.service';
import { CustomerAddressesController } from './customer-addresses.controller';

@Module({
  imports: [UsersModule, PincodesModule],
  controllers: [CustomerAddressesController],
  providers: [AddressesService],
  exports: [AddressesService],
})
export class AddressesModule {}
