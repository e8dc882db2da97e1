import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import { ApiErrors } from './api-errors.decorator';
import { NOT_SIGNED_IN, Role, ROLE_REFUSED, ROLES } from './roles';

export const ROLES_KEY = 'mohalla:roles';
export const PUBLIC_KEY = 'mohalla:public';
/** The name of the cookie session in the OpenAPI document's security schemes. */
export const SESSION_SECURITY = 'session';

/** Only signed-in users with one of these roles reach the route: 401 without a session, 403 otherwise. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiCookieAuth(SESSION_SECURITY),
    ApiErrors({
      unauthorized: { cause: 'Not signed in', message: NOT_SIGNED_IN },
      forbidden: { cause: `Signed in without the role: ${roles.join(' or ')}`, message: ROLE_REFUSED },
    }),
  );

/** Any signed-in user, whatever the role. */
export const SignedIn = () => Roles(...ROLES);

/** Anyone may call the route, signed in or not. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Documents the 429 of a rate-limited route. */
export const ApiRateLimited = () => ApiErrors({ tooManyRequests: 'Too many attempts' });
