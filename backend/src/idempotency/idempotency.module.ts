import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotentRequest } from './idempotent-request.entity';
import { IdempotencyService } from './idempotency.service';

/** Idempotency-Keys: a module with `@Idempotent()` routes imports this one for their interceptor. */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotentRequest])],
  providers: [IdempotencyService],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
