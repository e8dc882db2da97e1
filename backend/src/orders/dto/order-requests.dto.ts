import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IsMoney, Paise } from '../../common/money';
import { IsObjectOf } from '../../common/nested-shapes';
import { ReadOnly } from '../../common/read-only-fields';
import {
  CHECKOUT_PAYMENT_METHODS,
  CheckoutPaymentMethod,
  UPI_TIMINGS,
  UpiTiming,
} from '../../payments/payment-methods';
import { UserFields } from '../../users/dto/user-fields';
import { CANCEL_REASON_CODES, MAX_NOTE_LENGTH, NOT_GIVEN } from '../cancellation-reasons';
import {
  FULFILLMENT_STATUSES,
  FulfillmentStatus,
  ORDER_STATUSES,
  OrderStatus,
  SUBSTITUTION_PREFERENCES,
  SubstitutionPreference,
} from '../order-status';

const PAYMENT_METHOD_MESSAGE = 'paymentMethod must be cash_on_delivery, upi (online) or khata';

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

  @ApiProperty({
    enum: [...CHECKOUT_PAYMENT_METHODS, 'online'],
    description:
      "Cash on delivery; UPI straight to the shop's UPI ID ('online', the spec's name, is UPI), 409 at a shop " +
      "that takes cash only (the cart's paymentMethods); or khata, pay later on the khata the shop opened for you " +
      '(GET /api/customer/khatas), 409 without one, when it is frozen, or when the order would take it over its limit',
  })
  @Transform(({ value }) => (value === 'online' ? 'upi' : value))
  @IsIn(CHECKOUT_PAYMENT_METHODS, { message: PAYMENT_METHOD_MESSAGE })
  paymentMethod!: CheckoutPaymentMethod;

  @ApiPropertyOptional({
    enum: UPI_TIMINGS,
    description: 'UPI only: pay now (the default: the shop dispatches once it has the payment) or at the door',
  })
  @IsOptional()
  @IsIn(UPI_TIMINGS, { message: `payWhen must be one of ${UPI_TIMINGS.join(', ')}` })
  payWhen?: UpiTiming;

  @IsObjectOf(ClientCartDto, {
    required: false,
    description:
      'The cart as the client priced it. Only its three totals are read, other fields are ignored; ' +
      'when a total differs from the server, the answer is 409 with the new totals.',
  })
  // From the cart as sent (`obj`): in `value`, IsObjectOf's instance, a null total is already NaN.
  @Transform(({ obj }: { obj: { cart?: unknown } }) => clientTotalsOf(obj.cart))
  @IsOptional()
  cart?: ClientCartDto;

  @UserFields.phone()
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+91 98765 43210',
    description:
      'A phone number the shop can call about this order: kept on the order, and saved to your profile when it has none. ' +
      'Without it the order keeps the phone of your profile',
  })
  phone?: string | null;

  @ApiPropertyOptional({
    enum: SUBSTITUTION_PREFERENCES,
    default: 'call-me',
    description:
      'When the shop cannot supply an item: `call-me` asks you to approve or reject the replacement it offers, ' +
      '`replace-with-similar` takes that replacement at once, `remove-unavailable` only leaves the item out',
  })
  @IsOptional()
  @IsIn(SUBSTITUTION_PREFERENCES, {
    message: `substitutionPreference must be one of: ${SUBSTITUTION_PREFERENCES.join(', ')}`,
  })
  substitutionPreference?: SubstitutionPreference;
}

const REASONS_GIVEN = CANCEL_REASON_CODES.filter((code) => code !== NOT_GIVEN);

/** Why an order is cancelled: a code from the order's `cancelReasons`, and a note (required for `other`). */
export class CancelOrderDto {
  @ApiPropertyOptional({
    enum: REASONS_GIVEN,
    example: 'customer-changed-mind',
    description: `When cancelling: one of the order's \`cancelReasons\` codes; without one the timeline records '${NOT_GIVEN}'`,
  })
  @IsOptional()
  @IsString({ message: 'cancelReason must be a reason code' })
  cancelReason?: string;

  @ApiPropertyOptional({
    maxLength: MAX_NOTE_LENGTH,
    description: 'When cancelling: why, in words; required with the reason `other`',
  })
  @IsOptional()
  @IsString({ message: 'cancelNote must be text' })
  @MaxLength(MAX_NOTE_LENGTH, { message: `cancelNote must be at most ${MAX_NOTE_LENGTH} characters` })
  cancelNote?: string;
}

/**
 * A partial update: only `status` changes, with a reason when it is `cancelled`; the answer's
 * other fields are accepted unchanged (D10).
 */
export class UpdateOrderStatusDto extends CancelOrderDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
  status!: OrderStatus;

  @ReadOnly() id?: unknown;
  @ReadOnly() createdAt?: unknown;
  @ReadOnly() updatedAt?: unknown;
  @ReadOnly() customerId?: unknown;
  @ReadOnly() shopId?: unknown;
  @ReadOnly() paymentMethod?: unknown;
  @ReadOnly() payment?: unknown;
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
  @ReadOnly() acceptBy?: unknown;
  @ReadOnly() promisedBy?: unknown;
  @ReadOnly() late?: unknown;
  @ReadOnly() deliveryCodeLocked?: unknown;
  @ReadOnly() cancelReasons?: unknown;
  @ReadOnly() invoiceNumber?: unknown;
  @ReadOnly() creditNotes?: unknown;
  @ReadOnly() substitutionPreference?: unknown;
  @ReadOnly() replacementOf?: unknown;
  @ReadOnly() claimableReasons?: unknown;
}

export class ShopkeeperUpdateOrderDto extends UpdateOrderStatusDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    pattern: '^[0-9]{4}$',
    example: '4821',
    description: 'Required to set `delivered`: the 4-digit code the customer sees on their order; 5 wrong ones lock it',
  })
  @IsOptional()
  @Matches(/^[0-9]{4}$/, { message: 'deliveryCode must be the 4 digits the customer sees on their order' })
  deliveryCode?: string | null;
}

export class AdminUpdateOrderDto extends UpdateOrderStatusDto {
  @ApiPropertyOptional({
    maxLength: MAX_NOTE_LENGTH,
    example: 'The customer called: the shop delivered it by hand',
    description: "Why you override the status: shown in the order's timeline",
  })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(MAX_NOTE_LENGTH, { message: `reason must be at most ${MAX_NOTE_LENGTH} characters` })
  reason?: string;

  @ReadOnly() deliveryCode?: unknown;
}

export class UpdateFulfillmentDto {
  @ApiProperty({ enum: FULFILLMENT_STATUSES })
  @IsIn(FULFILLMENT_STATUSES, { message: `fulfillmentStatus must be one of: ${FULFILLMENT_STATUSES.join(', ')}` })
  fulfillmentStatus!: FulfillmentStatus;
}
