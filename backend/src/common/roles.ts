/** The three kinds of account; every route names the ones it lets in (`@Roles`). */
export const ROLES = ['admin', 'shopkeeper', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** The cookie that carries the signed-in session. */
export const SESSION_COOKIE = 'mohalla.sid';
