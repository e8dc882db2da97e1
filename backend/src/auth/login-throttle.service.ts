import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { LoginFailure } from './login-failure.entity';

export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Counts wrong-credential sign-ins in the database, so the limit holds across API processes:
 * 5 for one username or 20 from one address within 15 minutes answer 429 until the window passes.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectRepository(LoginFailure) private readonly failures: Repository<LoginFailure>) {}

  async assertAllowed(username: string, ipAddress: string): Promise<void> {
    const since = MoreThan(this.windowStart());
    const [byUsername, byAddress] = await Promise.all([
      this.failures.countBy({ username: username.toLowerCase(), createdAt: since }),
      this.failures.countBy({ ipAddress, createdAt: since }),
    ]);
    if (byUsername >= MAX_FAILURES_PER_USERNAME || byAddress >= MAX_FAILURES_PER_ADDRESS) {
      throw new TooManyRequestsException(`Too many failed sign-ins. Try again in ${LOGIN_WINDOW_MINUTES} minutes.`);
    }
  }

  async recordFailure(username: string, ipAddress: string): Promise<void> {
    await this.failures.delete({ createdAt: LessThan(this.windowStart()) });
    await this.failures.insert({ username: username.toLowerCase(), ipAddress });
  }

  async clearUsername(username: string): Promise<void> {
    await this.failures.delete({ username: username.toLowerCase() });
  }

  private windowStart(): Date {
    return new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  }
}
