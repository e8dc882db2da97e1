import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { RegisterDto } from '../users/dto/register.dto';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

export const SIGN_IN_WINDOW_MINUTES = 15;
const SIGN_IN_REFUSED = `Too many failed sign-ins. Try again in ${SIGN_IN_WINDOW_MINUTES} minutes.`;

/**
 * Failed sign-ins count per username from one address, so that a stranger's guesses cannot lock
 * the real person out from their own address, and per address, which bounds guessing across
 * usernames. A sign-in counts before the password is checked, which keeps parallel guesses under
 * the limit; a successful one is taken back.
 */
const SIGN_IN_BY_USERNAME: RateLimitRule = {
  name: 'sign-in',
  limit: 5,
  windowSeconds: SIGN_IN_WINDOW_MINUTES * 60,
  message: SIGN_IN_REFUSED,
};
const SIGN_IN_BY_ADDRESS: RateLimitRule = {
  name: 'sign-in-address',
  limit: 20,
  windowSeconds: SIGN_IN_WINDOW_MINUTES * 60,
  message: SIGN_IN_REFUSED,
};

@Injectable()
export class AuthService {
  private readonly registrationLimit: RateLimitRule;

  constructor(
    private readonly users: UsersService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.registrationLimit = {
      name: 'register',
      limit: config.registrationsPerHour,
      windowSeconds: 60 * 60,
      message: 'Too many accounts were created from your network. Please try again in an hour.',
    };
  }

  /** The user for these credentials; 429 while throttled, 401 for wrong ones. */
  async signIn(username: string, password: string, ipAddress: string): Promise<User> {
    const attempt = `${username}@${ipAddress}`;
    await this.limiter.consume(SIGN_IN_BY_USERNAME, attempt);
    try {
      await this.limiter.consume(SIGN_IN_BY_ADDRESS, ipAddress);
    } catch (error) {
      await this.limiter.refund(SIGN_IN_BY_USERNAME, attempt);
      throw error;
    }
    const user = await this.users.verifyCredentials(username, password);
    if (!user) throw new UnauthorizedException('Invalid username or password');
    await Promise.all([
      this.limiter.reset(SIGN_IN_BY_USERNAME, attempt),
      this.limiter.refund(SIGN_IN_BY_ADDRESS, ipAddress),
    ]);
    return user;
  }

  /** A new customer account; every attempt counts against the address, taken usernames included. */
  async register(body: RegisterDto, ipAddress: string): Promise<User> {
    await this.limiter.consume(this.registrationLimit, ipAddress);
    return this.users.create(body);
  }
}
