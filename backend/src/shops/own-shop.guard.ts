import {
  applyDecorators,
  CanActivate,
  ConflictException,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NotFoundException,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { SHOP_NOT_SET_UP, ShopsService } from './shops.service';

type RequestWithShop = Request & { ownShopId?: string };

/**
 * Finds the signed-in shopkeeper's shop before anything else is checked, body validation
 * included (D10): without one, creating is a 409 and anything else a 404, both 'Shop not set up yet'.
 * The session knows the shop of a shopkeeper who had one at sign-in (deleting it ends the session);
 * only one whose shop came later is looked up.
 */
@Injectable()
export class OwnShopGuard implements CanActivate {
  constructor(private readonly shops: ShopsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithShop>();
    const user = req.user!;
    const shopId = await this.shops.sessionShopIdOf(user);
    if (!shopId) {
      throw req.method === 'POST' ? new ConflictException(SHOP_NOT_SET_UP) : new NotFoundException(SHOP_NOT_SET_UP);
    }
    req.ownShopId = shopId;
    return true;
  }
}

/** The routes of a shopkeeper's own shop: see `OwnShopGuard`. */
export const ForOwnShop = () =>
  applyDecorators(
    UseGuards(OwnShopGuard),
    ApiErrors({
      notFound: `'${SHOP_NOT_SET_UP}', or no such record of your shop`,
      conflict: `Creating: '${SHOP_NOT_SET_UP}', or a rule refuses it`,
    }),
  );

/** The id of the signed-in shopkeeper's shop, found by `ForOwnShop`. */
export const OwnShopId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string =>
    context.switchToHttp().getRequest<RequestWithShop>().ownShopId!,
);
