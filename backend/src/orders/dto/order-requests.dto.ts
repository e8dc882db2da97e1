import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { IsMoney, Paise } from '../../common/money';
import { ReadOnly } from '../../common/read-only-fields';
import { FULFILLMENT_STATUSES, FulfillmentStatus, ORDER_STATUSES, OrderStatus, PAYMENT_METHODS } from '../order-status';

export const ONLINE_PAYMENT_UNAVAILABLE = 'Online payment is not available yet: choose cash_on_delivery.';

/** The spec's client cart object: of it, the server reads these totals, in paise once validated (D10). */
export class ClientCartDto {
  @IsMoney({ min: 0, example: '188.57', optional: true })
  totalAmount?: Paise;

  @IsMoney({ min: 0, example: '9.43', optional: true })
  totalGstAmount?: Paise;

  @IsMoney({ min: 0, example: '228.00', optional: true })
  finalTotal?: Paise;
}

const CLIENT_TOTALS = ['totalAmount', 'totalGstAmount', 'finalTotal'] as const;

/** The client's cart cut down to the totals it sent; other fields of it, and nulls, are ignored. */
function clientTotalsOf(cart: unknown): unknown {
  if (typeof cart !== 'object' || cart === null || Array.isArray(cart)) return cart;
  const sent = CLIENT_TOTALS.filter(
    (field) => Object.hasOwn(cart, field) && (cart as Record<string, unknown>)[field] != null,
  );
  return plainToInstance(
    ClientCartDto,
    Object.fromEntries(sent.map((field) => [field, (cart as Record<string, unknown>)[field]])),
  );
}

export class CheckoutDto {
  @ApiProperty({ format: 'uuid', description: 'One of your addresses; the order keeps a copy of it' })
  @IsUUID(undefined, { message: 'customerAddressId must be one of your addresses' })
  customerAddressId!: string;

  @ApiProperty({ enum: PAYMENT_METHODS, description: `'online' is refused: ${ONLINE_PAYMENT_UNAVAILABLE}` })
  @IsIn(PAYMENT_METHODS, {
    message: ({ value }) =>
      value === 'online' ? ONLINE_PAYMENT_UNAVAILABLE : 'paymentMethod must be cash_on_delivery',
  })
  paymentMethod!: string;

  @ApiPropertyOptional({
    type: () => ClientCartDto,
    description:
      'The cart as the client priced it. Only its three totals are read, other fields are ignored; ' +
      'when a total differs from the server, the answer is 409 with the new totals.',
  })
  @Transform(({ value }) => clientTotalsOf(value))
  @IsOptional()
  @IsObject({ message: 'cart must be an object' })
  @ValidateNested()
  cart?: ClientCartDto;
}

/** A partial update: only `status` changes; the answer's other fields are accepted unchanged (D10). */
export class UpdateOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
  status!: OrderStatus;

  @ReadOnly() id?: unknown;
  @ReadOnly() createdAt?: unknown;
  @ReadOnly() updatedAt?: unknown;
  @ReadOnly() customerId?: unknown;
  @ReadOnly() shopId?: unknown;
  @ReadOnly() paymentMethod?: unknown;
  @ReadOnly() totalAmount?: unknown;
  @ReadOnly() gstAmount?: unknown;
  @ReadOnly() deliveryCharges?: unknown;
  @ReadOnly() finalAmount?: unknown;
  @ReadOnly() customerAddress?: unknown;
  @ReadOnly() shop?: unknown;
  @ReadOnly() customer?: unknown;
  @ReadOnly() orderItems?: unknown;
  @ReadOnly() timeline?: unknown;
  @ReadOnly() cancellableUntil?: unknown;
  @ReadOnly() review?: unknown;
  @ReadOnly() nextStatuses?: unknown;
  @ReadOnly() itemsChangeable?: unknown;
  @ReadOnly() rateable?: unknown;
}

export class UpdateFulfillmentDto {
  @ApiProperty({ enum: FULFILLMENT_STATUSES })
  @IsIn(FULFILLMENT_STATUSES, { message: `fulfillmentStatus must be one of: ${FULFILLMENT_STATUSES.join(', ')}` })
  fulfillmentStatus!: FulfillmentStatus;
}
