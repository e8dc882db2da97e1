import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { NOT_SIGNED_IN, Role, ROLE_REFUSED } from './roles';
import { PUBLIC_KEY, ROLES_KEY } from './roles.decorator';

/**
 * The one gate of every route. A route must say `@Public()` or `@Roles(...)`; one that says
 * neither is refused, so a forgotten decorator fails closed.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user) throw new UnauthorizedException(NOT_SIGNED_IN);
    if (!roles?.includes(user.role)) throw new ForbiddenException(ROLE_REFUSED);
    return true;
  }
}
