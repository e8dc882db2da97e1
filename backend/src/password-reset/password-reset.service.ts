import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter.service';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordResetDto } from './dto/password-reset.dto';
import { PasswordResetCode } from './password-reset-code.entity';

export const CODE_VALID_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;

/** The answer to every request, whether or not an account matched: it tells nobody which exist. */
export const RESET_REQUESTED = `If an account matches, we have mailed it a code. It is valid for ${CODE_VALID_MINUTES} minutes.`;
/** The answer to every refused code: wrong, expired, used up, or for no account. */
export const INVALID_CODE = 'The code is wrong or has expired. Ask for a new one.';

const WINDOW = 60 * 60;
/** Codes asked for one username or address: as many whether or not the account exists. */
const REQUESTS_BY_LOGIN: RateLimitRule = {
  name: 'password-reset-login',
  limit: 3,
  windowSeconds: WINDOW,
  message: 'Too many codes were asked for this account. Try again in an hour.',
};
const REQUESTS_BY_ADDRESS: RateLimitRule = {
  name: 'password-reset-address',
  limit: 10,
  windowSeconds: WINDOW,
  message: 'Too many password resets from your network. Try again in an hour.',
};
/** Codes tried from one address, across accounts. */
const TRIES_BY_ADDRESS: RateLimitRule = {
  name: 'password-reset-try',
  limit: 20,
  windowSeconds: 15 * 60,
  message: 'Too many codes tried from your network. Try again in 15 minutes.',
};

const hashOf = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * "Forgot password?" (OWASP ASVS V6): a 6-digit code by mail, single-use, valid 10 minutes, at most
 * 5 wrong tries; throttled per account and address; the same answers whether or not an account
 * exists. A reset ends every session of the account, in every process, and is in the audit trail.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Mails a new code to the account of `login`, if there is one; the answer is the same either way. */
  async request(login: string, ipAddress: string): Promise<void> {
    await this.limiter.consumeAll([
      { rule: REQUESTS_BY_LOGIN, subject: login.trim().toLowerCase() },
      { rule: REQUESTS_BY_ADDRESS, subject: ipAddress },
    ]);
    const user = await this.users.findByLogin(login);
    if (!user) return;
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(PasswordResetCode).upsert(
        {
          userId: user.id,
          codeHash: hashOf(user.id, code),
          expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
          wrongTries: 0,
          createdAt: now,
        },
        ['userId'],
      );
      await this.notifications.notify(manager, [
        {
          userId: user.id,
          topic: 'security',
          kind: 'password.reset-code',
          title: `${code} is your Mohalla code`,
          body: `Someone, we hope you, asked to reset the password of your Mohalla account ${user.username}. Enter this code to choose a new one: ${code}\n\nIt is valid for ${CODE_VALID_MINUTES} minutes. If it was not you, ignore this mail: your password stays as it is.`,
          url: null,
          // The code is for the mail alone: the bell is seen by whoever holds a session.
          inApp: false,
        },
      ]);
    });
  }

  /** Sets the new password when the code is right; 400 for any wrong, expired or used code. */
  async reset({ login, code, newPassword }: PasswordResetDto, ipAddress: string): Promise<void> {
    await this.limiter.consume(TRIES_BY_ADDRESS, ipAddress);
    const user = await this.users.findByLogin(login);
    if (!user) throw new BadRequestException(INVALID_CODE);
    const accepted = await this.dataSource.transaction(async (manager) => {
      const codes = manager.getRepository(PasswordResetCode);
      // Locked: parallel tries of one account take turns, so that each wrong one counts.
      const live = await codes.findOne({ where: { userId: user.id }, lock: { mode: 'pessimistic_write' } });
      if (!live || live.expiresAt <= this.clock.now() || live.wrongTries >= MAX_WRONG_TRIES) return false;
      if (!timingSafeEqual(Buffer.from(live.codeHash), Buffer.from(hashOf(user.id, code)))) {
        await codes.update(user.id, { wrongTries: live.wrongTries + 1 });
        return false;
      }
      await this.users.setPassword(user, newPassword, manager);
      await codes.delete(user.id);
      await this.recordReset(manager, user);
      return true;
    });
    if (!accepted) throw new BadRequestException(INVALID_CODE);
  }

  private async recordReset(manager: EntityManager, user: User): Promise<void> {
    await this.audit.record(manager, user, {
      action: 'user.password-reset',
      entityType: 'user',
      entityId: user.id,
      entityName: user.username,
      before: null,
      after: { sessions: 'ended' },
    });
    await this.notifications.notify(manager, [
      {
        userId: user.id,
        topic: 'security',
        kind: 'password.reset',
        title: 'Your Mohalla password was changed',
        body: 'Your password was reset with a code from your mail, and every session of your account was ended. If it was not you, reset it again at once and write to us.',
        url: null,
      },
    ]);
  }
}
