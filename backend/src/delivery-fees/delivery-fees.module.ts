import { Module } from '@nestjs/common';
import { BusModule } from '../bus/bus.module';
import { AdminDeliveryFeesController, DeliveryFeesController } from './delivery-fees.controller';
import { DeliveryFeesService } from './delivery-fees.service';

/** What deliveries cost by distance: the bands the admin sets, kept in every process's memory. */
@Module({
  imports: [BusModule],
  controllers: [DeliveryFeesController, AdminDeliveryFeesController],
  providers: [DeliveryFeesService],
  exports: [DeliveryFeesService],
})
export class DeliveryFeesModule {}
