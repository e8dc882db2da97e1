/** The three kinds of account; every route names the ones it lets in (`@Roles`). */
export const ROLES = ['admin', 'shopkeeper', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** The guard's answers: 401 without a session, 403 to a role the route does not let in. */
export const NOT_SIGNED_IN = 'Please sign in';
export const ROLE_REFUSED = 'Your account cannot do this';

/** The cookie that carries the signed-in session. */
export const SESSION_COOKIE = 'mohalla.sid';
