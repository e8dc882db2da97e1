import { setTimeout } from 'node:timers/promises';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { RateLimiter, RateLimitHit, RateLimitRule } from '../common/rate-limit/rate-limiter.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { RegisterDto } from '../users/dto/register.dto';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** The 401 of a sign-in with a wrong username or password: the same for both, so neither is revealed. */
export const INVALID_CREDENTIALS = 'Invalid username or password';

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

/**
 * Failed sign-ins to one account from every address, which bounds guessing from many addresses at
 * once (20 addresses × 5 tries would otherwise be 100 guesses). Sign-ins from a browser where the
 * account signed in before (`KnownDevices`) are neither counted nor refused: the guesses of
 * strangers cannot lock the owner out of their own devices. A new device of the owner waits for the
 * window's end (a password reset would let them in sooner, once there is one).
 */
const SIGN_IN_BY_ACCOUNT: RateLimitRule = {
  name: 'sign-in-account',
  limit: 20,
  windowSeconds: SIGN_IN_WINDOW_MINUTES * 60,
  message: 'Too many failed sign-ins to this account. Try again later, or on a device where you have signed in before.',
};
/** Past this many failures to one account in its window, each new attempt waits a little longer. */
const SLOW_DOWN_AFTER = 10;
const SLOW_DOWN_STEP_MS = 500;

/** A sign-in to check: `fromKnownDevice` when the browser signed in to this account before. */
export interface SignInAttempt {
  username: string;
  password: string;
  ipAddress: string;
  fromKnownDevice: boolean;
}

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
  async signIn({ username, password, ipAddress, fromKnownDevice }: SignInAttempt): Promise<User> {
    const attempt = `${username}@${ipAddress}`;
    const byAccount: RateLimitHit[] = fromKnownDevice ? [] : [{ rule: SIGN_IN_BY_ACCOUNT, subject: username }];
    const [, , accountFailures] = await this.limiter.consumeAll([
      { rule: SIGN_IN_BY_USERNAME, subject: attempt },
      { rule: SIGN_IN_BY_ADDRESS, subject: ipAddress },
      ...byAccount,
    ]);
    await slowDown(accountFailures);
    const user = await this.users.verifyCredentials(username, password);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    await Promise.all([
      this.limiter.reset(SIGN_IN_BY_USERNAME, attempt),
      this.limiter.refund(SIGN_IN_BY_ADDRESS, ipAddress),
      // Taken back, not forgotten: the owner signing in mid-attack does not give the guesser a fresh window.
      ...byAccount.map(({ rule, subject }) => this.limiter.refund(rule, subject)),
    ]);
    return user;
  }

  /** A new customer account; every attempt counts against the address, taken usernames included. */
  async register(body: RegisterDto, ipAddress: string): Promise<User> {
    await this.limiter.consume(this.registrationLimit, ipAddress);
    return this.users.create(body);
  }
}

/** Makes an attempt wait half a second more for each failure of its account past `SLOW_DOWN_AFTER`. */
async function slowDown(accountFailures = 0): Promise<void> {
  const excess = accountFailures - SLOW_DOWN_AFTER;
  if (excess > 0) await setTimeout(excess * SLOW_DOWN_STEP_MS);
}
