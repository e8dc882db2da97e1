import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrderSweeper } from './order-sweeper';
import { SubstitutionsService } from './substitutions.service';

/** Expires the replacements customers did not answer in time (`SubstitutionsService.expireUnanswered`). */
@Injectable()
export class SubstitutionTimer extends OrderSweeper {
  constructor(
    private readonly substitutions: SubstitutionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config.nodeEnv);
  }

  protected sweepOnce(): Promise<number> {
    return this.substitutions.expireUnanswered();
  }

  protected describe(count: number): string {
    return `Expired the unanswered replacements of ${count} order(s)`;
  }
}
