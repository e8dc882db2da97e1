import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../common/roles';
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

/**
 * After a password change, which ended all the user's other sessions: keeps this one, under a
 * fresh id (whoever knew the old id is out) and at the new session version.
 */
export async function rotateSession(req: Request, version: number): Promise<void> {
  const payload = (req.session as unknown as { passport?: { user?: SessionPayload } }).passport?.user;
  const maxAge = req.session.cookie.maxAge;
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  if (payload) Object.assign(req.session, { passport: { user: { ...payload, version } } });
  req.session.cookie.maxAge = maxAge;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}
