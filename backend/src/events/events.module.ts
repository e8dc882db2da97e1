import { Module } from '@nestjs/common';
import { BusModule } from '../bus/bus.module';
import { ShopsModule } from '../shops/shops.module';
import { EventStreams } from './event-streams';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

/** The live stream of order events, across every API process. */
@Module({
  imports: [BusModule, ShopsModule],
  controllers: [EventsController],
  providers: [EventsService, EventStreams],
  exports: [EventsService],
})
export class EventsModule {}
