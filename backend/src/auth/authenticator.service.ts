import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { startSession } from './session';
import { SessionPayload } from './session-user';

type Done<T> = (error: unknown, value?: T | false) => void;

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
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.passport.use(
      new LocalStrategy({ passReqToCallback: true }, (req, username, password, done) => {
        auth.signIn(username, password, req.ip ?? 'unknown').then((user) => done(null, user), done);
      }),
    );
    this.passport.serializeUser((user: Express.User, done) => this.serializeUser(user, done));
    this.passport.deserializeUser((payload: SessionPayload, done) => this.deserializeUser(payload, done));
  }

  /** Puts the session's user on `req.user`; goes after the session middleware. */
  middleware(): RequestHandler[] {
    return [this.passport.initialize(), this.passport.session()];
  }

  /**
   * Signs the user in on this request under a fresh session id, with their role's idle timeout:
   * the session's cookie keeps its own lifetime, which every answer renews (rolling sessions).
   */
  async startSession(req: Request, user: User): Promise<void> {
    await startSession(req, user);
    req.session.cookie.maxAge = this.lifetimeOf(user).idleMs;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
  }

  /** The user whose credentials the body carries; 401 or 429 otherwise. */
  verifyCredentials(req: Request, res: Response): Promise<User> {
    return new Promise((resolve, reject) => {
      const authenticate = this.passport.authenticate('local', { session: false }, (error: unknown, user?: User) => {
        if (error) reject(error);
        else if (user) resolve(user);
        else reject(new UnauthorizedException('Invalid username or password'));
      }) as RequestHandler;
      authenticate(req, res, reject);
    });
  }

  private serializeUser(user: User, done: Done<SessionPayload>): void {
    done(null, { id: user.id, version: user.sessionVersion, signedInAt: Date.now() });
  }

  /**
   * Loads the user afresh on every request; a changed password, a disabled account or a session
   * past its role's whole lifetime signs out.
   */
  private deserializeUser(payload: SessionPayload, done: Done<User>): void {
    if (typeof payload?.signedInAt !== 'number') return done(null, false);
    this.users.findById(payload.id).then((user) => {
      const valid =
        user &&
        !user.disabledAt &&
        user.sessionVersion === payload.version &&
        Date.now() - payload.signedInAt <= this.lifetimeOf(user).maxMs;
      done(null, valid ? user : false);
    }, done);
  }

  /** How long a session may stay idle, and live in all: admins' sessions are shorter. */
  private lifetimeOf(user: User): { idleMs: number; maxMs: number } {
    const { config } = this;
    return user.role === 'admin'
      ? { idleMs: config.adminSessionIdleMinutes * 60_000, maxMs: config.adminSessionMaxAgeHours * 60 * 60_000 }
      : { idleMs: config.sessionIdleTimeoutMinutes * 60_000, maxMs: config.sessionMaxAgeDays * 24 * 60 * 60_000 };
  }
}
