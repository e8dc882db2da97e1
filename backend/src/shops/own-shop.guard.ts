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
import { ApiConflictResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponse } from '../common/error-response.dto';
import { Shop } from './shop.entity';
import { SHOP_NOT_SET_UP, ShopsService } from './shops.service';

type RequestWithShop = Request & { ownShop?: Shop };

/**
 * Finds the signed-in shopkeeper's shop before anything else is checked, body validation
 * included (D10): without one, creating is a 409 and anything else a 404, both 'Shop not set up yet'.
 */
@Injectable()
export class OwnShopGuard implements CanActivate {
  constructor(private readonly shops: ShopsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithShop>();
    const shop = await this.shops.findOwnShop(req.user!.id);
    if (!shop) {
      throw req.method === 'POST' ? new ConflictException(SHOP_NOT_SET_UP) : new NotFoundException(SHOP_NOT_SET_UP);
    }
    req.ownShop = shop;
    return true;
  }
}

/** The routes of a shopkeeper's own shop: see `OwnShopGuard`. */
export const ForOwnShop = () =>
  applyDecorators(
    UseGuards(OwnShopGuard),
    ApiNotFoundResponse({ type: ErrorResponse, description: `'${SHOP_NOT_SET_UP}', or no such record of your shop` }),
    ApiConflictResponse({ type: ErrorResponse, description: `Creating: '${SHOP_NOT_SET_UP}', or a rule refuses it` }),
  );

/** The signed-in shopkeeper's shop, found by `ForOwnShop`. */
export const OwnShop = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Shop => context.switchToHttp().getRequest<RequestWithShop>().ownShop!,
);
