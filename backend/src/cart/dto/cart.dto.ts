import { applyDecorators } from '@nestjs/common';
import { PAYMENT_METHODS, PaymentMethod, paymentMethodsOf } from '../../payments/payment-methods';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsUUID, Max, Min } from 'class-validator';
import { formatMoney } from '../../common/money';
import { ProductResponse } from '../../products/dto/product.dto';
import type { PricedCart, PricedCartLine } from '../priced-cart';
import { MAX_CART_QUANTITY } from '../cart-item.entity';
import { IsOptionalNotNull } from '../../common/optional-fields';

const quantityMessage = `quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`;

/** A quantity of one product in a cart: a JSON whole number from 1 to 99 (D7); "2", 1.5 or 0 are 400. */
const IsCartQuantity = () =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_CART_QUANTITY, example: 2 }),
    IsInt({ message: quantityMessage }),
    Min(1, { message: quantityMessage }),
    Max(MAX_CART_QUANTITY, { message: quantityMessage }),
  );

export class AddCartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID(undefined, { message: 'productId must be a product id' })
  productId!: string;

  @IsCartQuantity()
  quantity!: number;

  @ApiPropertyOptional({ format: 'uuid', description: "The product's shop, if the client sends it: must match" })
  @IsOptionalNotNull()
  @IsUUID(undefined, { message: 'shopId must be a shop id' })
  shopId?: string;

  @ApiPropertyOptional({
    default: false,
    description: 'Empty a cart holding another shop’s items first, instead of answering 409 CART_SHOP_CONFLICT',
  })
  @IsOptionalNotNull()
  @IsBoolean()
  replace?: boolean;
}

export class UpdateCartItemDto {
  @IsCartQuantity()
  quantity!: number;
}

export class CartQuoteQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'One of your addresses; your default address when left out' })
  @IsOptionalNotNull()
  @IsUUID(undefined, { message: 'addressId must be an address id' })
  addressId?: string;
}

export class CartShopResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Sharma General Store' })
  name!: string;

  @ApiProperty({ description: 'Open (true) or Closed' })
  isActive!: boolean;
}

export class CartItemResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_CART_QUANTITY })
  quantity!: number;

  @ApiProperty({ type: ProductResponse })
  product!: ProductResponse;

  @ApiProperty({ example: '198.00', description: 'discountedPrice × quantity' })
  lineTotal!: string;

  @ApiProperty({ example: '9.43', description: 'The GST in the line (included) or on it (excluded)' })
  gstAmount!: string;

  static from({ item, product, priced }: PricedCartLine): CartItemResponse {
    return {
      id: item.id,
      quantity: item.quantity,
      product: ProductResponse.from(product),
      lineTotal: formatMoney(priced.lineTotal),
      gstAmount: formatMoney(priced.gst),
    };
  }
}

export class CartResponse {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null while the cart is empty' })
  id!: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  shopId!: string | null;

  @ApiProperty({ type: CartShopResponse, nullable: true })
  shop!: CartShopResponse | null;

  @ApiProperty({ type: [CartItemResponse] })
  items!: CartItemResponse[];

  @ApiProperty({ type: 'integer', description: 'Σ quantity' })
  itemCount!: number;

  @ApiProperty({ example: '188.57', description: 'Σ line value before GST' })
  totalAmount!: string;

  @ApiProperty({ example: '9.43' })
  gstAmount!: string;

  @ApiProperty({
    example: '30.00',
    description:
      'By the distance to your default address (or the quoted one) and GET /api/delivery-fees; ' +
      'the flat fee when the shop is not located yet or you have no address',
  })
  deliveryCharges!: string;

  @ApiProperty({ example: '228.00', description: 'totalAmount + gstAmount + deliveryCharges' })
  finalAmount!: string;

  @ApiProperty({
    description:
      'Whether the shop takes orders now: open (isActive), inside its opening hours, not on a holiday; false for an empty cart',
  })
  openNow!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the shop opens next by its opening hours, while it is closed by them; else null',
  })
  opensAt!: string | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description:
      'Whether the address (your default, or the quoted one) is within the shop’s delivery radius; ' +
      'null when the shop is not located yet, there is no address, or the cart is empty',
  })
  deliversToAddress!: boolean | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2.4,
    description: 'From the shop to the address, in km to 0.1; null when either is not located, or the cart is empty',
  })
  distanceKm!: number | null;

  @ApiProperty({
    description:
      'Whether distanceKm (and so the fee and the estimate) is measured from the centre of a pincode, the ' +
      'address or the shop not being pinned on the map: approximate, within the pincode',
  })
  distanceApproximate!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '40.00',
    description:
      'How much more the goods (totalAmount + gstAmount) must come to for the shop’s minimum order: "0.00" once met; ' +
      'null when the shop has none, or the cart is empty',
  })
  amountToMinimum!: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 32,
    description:
      'Minutes from order to door: the shop’s preparation time plus travel to the address at DELIVERY_SPEED_KMPH, ' +
      'rounded up (15 minutes of travel when a location is unknown); null for an empty cart',
  })
  estimatedDeliveryMinutes!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: "Add ₹40.00 more to reach Sharma Kirana Store's minimum order of ₹99.00.",
    description:
      'Why checkout would refuse this cart, in the words of its 409: the first of the shop closed, the address ' +
      'outside its delivery area, the goods below its minimum order; null when none',
  })
  checkoutBlockedBy!: string | null;

  @ApiProperty({
    enum: PAYMENT_METHODS,
    isArray: true,
    description:
      "How the cart's shop can be paid at checkout: cash on delivery, and UPI when it has a UPI ID; empty for an empty cart",
  })
  paymentMethods!: PaymentMethod[];

  static from({ cart, shop, lines, amounts, terms }: PricedCart): CartResponse {
    return {
      id: cart?.id ?? null,
      shopId: cart?.shopId ?? null,
      shop: shop ? { id: shop.id, name: shop.name, isActive: shop.isActive } : null,
      items: lines.map(CartItemResponse.from),
      itemCount: lines.reduce((sum, line) => sum + line.item.quantity, 0),
      totalAmount: formatMoney(amounts.totalAmount),
      gstAmount: formatMoney(amounts.gstAmount),
      deliveryCharges: formatMoney(amounts.deliveryCharges),
      finalAmount: formatMoney(amounts.finalAmount),
      openNow: terms?.openNow ?? false,
      opensAt: terms?.opensAt?.toISOString() ?? null,
      deliversToAddress: terms?.deliversToAddress ?? null,
      distanceKm: terms?.distanceKm ?? null,
      distanceApproximate: terms?.distanceApproximate ?? false,
      amountToMinimum: terms?.amountToMinimum == null ? null : formatMoney(terms.amountToMinimum),
      estimatedDeliveryMinutes: terms?.estimatedDeliveryMinutes ?? null,
      checkoutBlockedBy: terms?.checkoutBlockedBy ?? null,
      paymentMethods: shop && lines.length > 0 ? paymentMethodsOf(shop) : [],
    };
  }
}
