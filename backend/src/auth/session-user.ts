import type { User } from '../users/user.entity';

/** The signed-in user as the request carries it (never with the password hash). */
export type SessionUser = User;

/** What the session store keeps for a signed-in user. */
export interface SessionPayload {
  id: string;
  /** The user's session version at sign-in; a password change raises it and ends older sessions. */
  version: number;
  /** Milliseconds since the epoch; the session ends SESSION_MAX_AGE_DAYS later, active or not. */
  signedInAt: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own way of typing req.user
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into Express.User
    interface User extends SessionUser {}
  }
}
