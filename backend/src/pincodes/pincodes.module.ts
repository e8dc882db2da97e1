import { Module } from '@nestjs/common';
import { PincodesController } from './pincodes.controller';
import { PincodesService } from './pincodes.service';

/** India's pincodes and where they are: addresses and shops are located by them. */
@Module({ controllers: [PincodesController], providers: [PincodesService], exports: [PincodesService] })
export class PincodesModule {}
