import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CartService } from '../cart/cart.service';
import type { PricedCart } from '../cart/priced-cart';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-error.filter';
import { Paise } from '../common/money';
import { isServiceUnavailable } from '../common/service-unavailable';
import type { OrderAmounts } from '../pricing/pricing';
import { CheckoutPaymentMethod, paymentMethodsOf, UpiTiming } from '../payments/payment-methods';
import { StockService } from '../products/stock.service';
import type { Shop } from '../shops/shop.entity';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CheckoutDto } from './dto/order-requests.dto';
import { OrderResponse } from './dto/order.dto';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { ORDER_ID_BY_IDEMPOTENCY_KEY } from './orders.queries';
import { OrdersService } from './orders.service';
import { TotalsChangedException } from './totals-changed.exception';

const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
const IDEMPOTENCY_INDEX = 'UQ_orders_customer_idempotency_key';
const EMPTY_CART = 'Your cart is empty. Please add items to place an order.';

/** The client's totals, in paise, where it sent them. */
interface ClientTotals {
  totalAmount?: Paise;
  gstAmount?: Paise;
  finalAmount?: Paise;
}

/**
 * Placing an order from the customer's cart (D8), as one sequence of steps in one transaction:
 * lock the cart, replay an order already made with the same Idempotency-Key, price the cart from
 * the database, refuse what the shop cannot sell, compare the client's totals, take the units of
 * counted products (refusing when too few are left), then write the
 * order, its items, the address copy and the first timeline entry, empty the cart and read the
 * order back. The cart lock makes concurrent submissions of one cart take turns: the first makes
 * the order, the others find the cart empty (or replay the first order when they carry its key).
 * A request whose key may have made an order before a failure answers that order when it finds it;
 * otherwise it answers the failure, and the client's retry with the same key gets the order.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cart: CartService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly stock: StockService,
    private readonly clock: Clock,
  ) {}

  async placeOrder(customerId: string, body: CheckoutDto, idempotencyKey: string | undefined): Promise<OrderResponse> {
    const key = readIdempotencyKey(idempotencyKey);
    const clientTotals: ClientTotals = {
      totalAmount: body.cart?.totalAmount,
      gstAmount: body.cart?.totalGstAmount,
      finalAmount: body.cart?.finalTotal,
    };
    // Read before the transaction, which holds the embedded database's one connection until it ends.
    const customer = (await this.users.findById(customerId))!;
    try {
      return await this.dataSource.transaction((manager) => this.place(manager, customer, body, key, clientTotals));
    } catch (error) {
      const replay = key && mayHideOrder(error) && (await this.orders.findByIdempotencyKey(customerId, key));
      if (replay) return replay;
      throw error;
    }
  }

  /**
   * Answers the order made, or the one this key made before. It is read inside the transaction so
   * that a committed order never waits on a further read that could fail: COMMIT is the last step.
   */
  private async place(
    manager: EntityManager,
    customer: User,
    { customerAddressId, phone, substitutionPreference, paymentMethod, payWhen }: CheckoutDto,
    key: string | undefined,
    clientTotals: ClientTotals,
  ): Promise<OrderResponse> {
    const customerId = customer.id;
    // Locked first, then read: a lock taken by the read itself would see the items of the snapshot
    // it waited in, missing an item added by the transaction it waited for.
    const lockedCart = await this.cart.lockCart(manager, customerId);
    const [earlier] = key
      ? await ORDER_ID_BY_IDEMPOTENCY_KEY.rows<{ order_id: string }>(manager, { customerId, key })
      : [];
    if (earlier) return this.orders.findOne({ customerId }, earlier.order_id, manager);
    const cart = lockedCart && (await this.cart.load(manager, customerId, customerAddressId));
    if (!cart) throw new ConflictException(EMPTY_CART);

    const address = await this.cart.addressOf(cart, customerId, customerAddressId, manager);
    const now = this.clock.now();
    const priced = this.cart.price({ ...cart, address }, now);
    assertSellable(priced);
    const payment = paymentAt(priced.shop!, paymentMethod, payWhen);
    assertTotalsMatch(clientTotals, priced.amounts);
    const stockTaken = await this.stock.take(
      manager,
      priced.lines
        .filter(({ product }) => product.stockQuantity !== null)
        .map(({ item }) => ({ productId: item.productId, quantity: item.quantity })),
    );

    const shop = priced.shop!;
    const order = await manager.save(
      manager.create(Order, {
        customerId,
        shopId: cart.cart.shopId,
        shopName: shop.name,
        shopPhone: shop.phone,
        customerName: customer.name,
        customerPhone: phone || customer.phone,
        status: 'pending',
        ...payment,
        ...priced.amounts,
        deliveryFee: priced.amounts.deliveryCharges,
        customerAddressId: address.id,
        addressTitle: address.title,
        addressLine: address.addressLine,
        addressCity: address.city,
        addressState: address.state,
        addressPincode: address.pincode,
        idempotencyKey: key ?? null,
        substitutionPreference: substitutionPreference ?? 'call-me',
        createdAt: now,
        updatedAt: now,
        acceptBy: this.orders.acceptByFrom(now),
        promisedBy: new Date(now.getTime() + priced.terms!.estimatedDeliveryMinutes * 60_000),
      }),
    );
    await manager.insert(
      OrderItem,
      priced.lines.map(({ item, product, priced: line }, position) => ({
        orderId: order.id,
        productId: item.productId,
        productName: product.name,
        hsnCode: product.hsnCode,
        unitPrice: product.discountedPrice,
        gstRate: product.gstPercentage,
        gstIncluded: product.gstIncluded,
        quantity: item.quantity,
        totalPrice: line.lineTotal,
        gstAmount: line.gst,
        fulfillmentStatus: 'pending' as const,
        stockTaken: stockTaken.has(item.productId),
        position,
      })),
    );
    await this.orders.recordStatus(manager, { role: 'customer', userId: customerId }, order.id, 'pending', now);
    await this.cart.remove(manager, cart.cart.id);
    if (phone && !customer.phone) await this.users.savePhoneIfNone(customerId, phone, manager);
    return this.orders.placed(customerId, order.id, manager);
  }
}

/**
 * An empty cart refuses the order; then, in the words of the cart's `checkoutBlockedBy`, a deleted or
 * closed shop, an address outside its delivery area, goods below its minimum; then a product out of
 * stock or deleted.
 */
function assertSellable({ shop, lines, terms }: PricedCart): void {
  if (!shop || lines.length === 0 || !terms) throw new ConflictException(EMPTY_CART);
  if (terms.checkoutBlockedBy) throw new ConflictException(terms.checkoutBlockedBy);
  for (const { product } of lines) {
    if (product.deletedAt) throw new ConflictException(`${product.name} is no longer sold: remove it from your cart.`);
    if (!product.isInStock) throw new ConflictException(`${product.name} is out of stock: remove it from your cart.`);
  }
}

/** How the order will be paid at `shop`: 409 for UPI at a shop without a UPI ID. */
function paymentAt(shop: Shop, method: CheckoutPaymentMethod, payWhen: UpiTiming | undefined): Partial<Order> {
  if (method !== 'upi') {
    if (payWhen !== undefined) throw new BadRequestException('payWhen is for UPI payments only');
    return { paymentMethod: method, paymentTiming: 'at_door' };
  }
  if (!paymentMethodsOf(shop).includes('upi')) {
    throw new ConflictException(`${shop.name} takes cash only: choose cash on delivery.`);
  }
  return {
    paymentMethod: 'upi',
    paymentTiming: payWhen ?? 'now',
    upiId: shop.upiId,
    upiPayeeName: shop.upiPayeeName ?? shop.name,
  };
}

function assertTotalsMatch(client: ClientTotals, server: OrderAmounts): void {
  const differs = (['totalAmount', 'gstAmount', 'finalAmount'] as const).some(
    (field) => client[field] !== undefined && client[field] !== server[field],
  );
  if (differs) throw new TotalsChangedException(server);
}

function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (header.length === 0 || header.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new BadRequestException(`Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  return header;
}

/**
 * A failure after which this key's order may exist all the same: a twin request made it first, or
 * the connection was lost while COMMIT went through.
 */
function mayHideOrder(error: unknown): boolean {
  return isUniqueViolation(error, IDEMPOTENCY_INDEX) || isServiceUnavailable(error);
}
