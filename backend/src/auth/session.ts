import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../common/roles';
import type { SessionUser } from '../common/session-user';

/** Signs the user in on this request, under a fresh session id. */
export function startSession(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
}

/** Deletes the session from the store, so its cookie is worthless even if replayed. */
export function endSession(req: Request, res: Response): Promise<void> {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}

/**
 * After a password change, which ended all the user's sessions: keeps this one going, under a
 * fresh id (whoever knew the old id is out).
 */
export async function rotateSession(req: Request): Promise<void> {
  const { passport } = req.session as unknown as { passport?: unknown };
  const maxAge = req.session.cookie.maxAge;
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  Object.assign(req.session, { passport });
  req.session.cookie.maxAge = maxAge;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}
