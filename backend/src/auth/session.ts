import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../common/roles.decorator';
import type { User } from '../users/user.entity';
import type { SessionPayload } from './session-user';

/** Signs the user in on this request, under a fresh session id. */
export function startSession(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
}

/** Deletes the session from the store, so its cookie is worthless even if replayed. */
export function endSession(req: Request, res: Response): Promise<void> {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/** Keeps this session valid after the password change that ended all the others. */
export function keepSessionAtVersion(req: Request, version: number): Promise<void> {
  const passport = (req.session as unknown as { passport?: { user?: SessionPayload } }).passport;
  if (passport?.user) passport.user.version = version;
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}
