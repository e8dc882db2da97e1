import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsUUID } from 'class-validator';
import { FULFILLMENT_STATUSES, FulfillmentStatus, ORDER_STATUSES, OrderStatus, PAYMENT_METHODS } from '../order-status';
import { IsOptionalNotNull } from '../../common/optional-fields';

export const ONLINE_PAYMENT_UNAVAILABLE = 'Online payment is not available yet: choose cash_on_delivery.';

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
    description:
      'The cart as the client priced it. Only totalAmount, totalGstAmount and finalTotal are read (rupees, ' +
      'at most two decimals); when one differs from the server, the answer is 409 with the new totals.',
    example: { totalAmount: '188.57', totalGstAmount: '9.43', finalTotal: '228.00' },
  })
  @IsOptional()
  @IsObject()
  cart?: Record<string, unknown>;
}

const ReadOnly = () => ApiPropertyOptional({ description: 'Read only: accepted when unchanged' });

/** A partial update: only `status` changes; the answer's other fields are accepted unchanged (D10). */
export class UpdateOrderStatusDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptionalNotNull()
  @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;

  @ReadOnly() @IsOptional() id?: unknown;
  @ReadOnly() @IsOptional() createdAt?: unknown;
  @ReadOnly() @IsOptional() updatedAt?: unknown;
  @ReadOnly() @IsOptional() customerId?: unknown;
  @ReadOnly() @IsOptional() shopId?: unknown;
  @ReadOnly() @IsOptional() paymentMethod?: unknown;
  @ReadOnly() @IsOptional() totalAmount?: unknown;
  @ReadOnly() @IsOptional() gstAmount?: unknown;
  @ReadOnly() @IsOptional() deliveryCharges?: unknown;
  @ReadOnly() @IsOptional() finalAmount?: unknown;
  @ReadOnly() @IsOptional() customerAddress?: unknown;
  @ReadOnly() @IsOptional() shop?: unknown;
  @ReadOnly() @IsOptional() customer?: unknown;
  @ReadOnly() @IsOptional() orderItems?: unknown;
  @ReadOnly() @IsOptional() timeline?: unknown;
  @ReadOnly() @IsOptional() cancellableUntil?: unknown;
  @ReadOnly() @IsOptional() review?: unknown;
}

export class UpdateFulfillmentDto {
  @ApiProperty({ enum: FULFILLMENT_STATUSES })
  @IsIn(FULFILLMENT_STATUSES, { message: `fulfillmentStatus must be one of: ${FULFILLMENT_STATUSES.join(', ')}` })
  fulfillmentStatus!: FulfillmentStatus;
}
