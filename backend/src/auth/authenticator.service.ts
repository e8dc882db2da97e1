import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Role } from '../common/roles';
import type { SessionUser } from '../common/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ShopsService } from '../shops/shops.service';
import { User } from '../users/user.entity';
import { AuthService, INVALID_CREDENTIALS } from './auth.service';
import { KnownDevices } from './known-devices';
import { startSession } from './session';
import { SessionPayload } from './session-user';

/**
 * passport-local and passport's session support, on a Passport instance of this app's own
 * rather than passport's global one, so that several apps in one process (tests, replicas in
 * one test) never run each other's strategies or serializers.
 */
@Injectable()
export class AuthenticatorService {
  private readonly passport = new Passport();

  constructor(
    auth: AuthService,
    knownDevices: KnownDevices,
    private readonly shops: ShopsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.passport.use(
      new LocalStrategy({ passReqToCallback: true }, (req, username, password, done) => {
        knownDevices
          .isKnown(req, username)
          .then((fromKnownDevice) =>
            auth.signIn({ username, password, ipAddress: req.ip ?? 'unknown', fromKnownDevice }),
          )
          .then((user) => this.sessionUserOf(user))
          .then((user) => done(null, user), done);
      }),
    );
    this.passport.serializeUser((user: Express.User, done) => done(null, payloadOf(user)));
    this.passport.deserializeUser((payload: SessionPayload, done) => done(null, this.userOf(payload)));
  }

  /** Puts the session's user on `req.user`; goes after the session middleware. */
  middleware(): RequestHandler[] {
    return [this.passport.initialize(), this.passport.session()];
  }

  /**
   * Signs the user in on this request under a fresh session id, with their role's idle timeout:
   * the session's cookie keeps its own lifetime, which every answer renews (rolling sessions).
   */
  async startSession(req: Request, user: SessionUser): Promise<void> {
    await startSession(req, user);
    req.session.cookie.maxAge = this.lifetimeOf(user.role).idleMs;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
  }

  /** The user whose credentials the body carries; 401 or 429 otherwise. */
  verifyCredentials(req: Request, res: Response): Promise<SessionUser> {
    return new Promise((resolve, reject) => {
      const authenticate = this.passport.authenticate(
        'local',
        { session: false },
        (error: unknown, user?: SessionUser) => {
          if (error) reject(error);
          else if (user) resolve(user);
          else reject(new UnauthorizedException(INVALID_CREDENTIALS));
        },
      ) as RequestHandler;
      authenticate(req, res, reject);
    });
  }

  /** What every request of the user's session will know of them. */
  async sessionUserOf(user: User): Promise<SessionUser> {
    const shopId = user.role === 'shopkeeper' ? await this.shops.ownShopIdOf(user.id) : null;
    return { id: user.id, role: user.role, shopId };
  }

  /**
   * The session's user, from the session alone; false once the session is past its role's whole
   * lifetime. A new password, a disabled account or a deleted shop deletes the user's sessions.
   */
  private userOf(payload: SessionPayload): SessionUser | false {
    const { id, role, shopId, signedInAt } = payload ?? {};
    if (typeof signedInAt !== 'number' || typeof role !== 'string') return false;
    return Date.now() - signedInAt <= this.lifetimeOf(role).maxMs && { id, role, shopId };
  }

  /** How long a session may stay idle, and live in all: admins' sessions are shorter. */
  private lifetimeOf(role: Role): { idleMs: number; maxMs: number } {
    const { config } = this;
    return role === 'admin'
      ? { idleMs: config.adminSessionIdleMinutes * 60_000, maxMs: config.adminSessionMaxAgeHours * 60 * 60_000 }
      : { idleMs: config.sessionIdleTimeoutMinutes * 60_000, maxMs: config.sessionMaxAgeDays * 24 * 60 * 60_000 };
  }
}

function payloadOf({ id, role, shopId }: SessionUser): SessionPayload {
  return { id, role, shopId, signedInAt: Date.now() };
}
