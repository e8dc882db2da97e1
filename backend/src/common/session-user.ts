import type { Role } from './roles';

/**
 * The signed-in user as every request knows it: from the session alone, with no database read.
 * Nothing here changes while the session lives; what does (a password, a disabled account, a
 * deleted shop) ends the user's sessions instead.
 */
export interface SessionUser {
  id: string;
  role: Role;
  /** A shopkeeper's shop, when it was set up by the time they signed in. */
  shopId: string | null;
}
