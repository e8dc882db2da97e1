import type { Role } from '../common/roles';
import type { SessionUser } from '../common/session-user';

/** What the session store keeps for a signed-in user. */
export interface SessionPayload {
  id: string;
  role: Role;
  shopId: string | null;
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
