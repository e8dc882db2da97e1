import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UtrUse } from './utr-use.entity';
import { UtrRegisterService } from './utr-register.service';

/** What every way of paying a shop shares: the register of used UTRs. */
@Module({
  imports: [TypeOrmModule.forFeature([UtrUse])],
  providers: [UtrRegisterService],
  exports: [UtrRegisterService],
})
export class PaymentsModule {}
