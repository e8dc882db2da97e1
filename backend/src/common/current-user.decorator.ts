import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in user of the request; use it on routes that name their roles. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Express.User => context.switchToHttp().getRequest<Request>().user!,
);
