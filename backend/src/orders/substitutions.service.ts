import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { formatMoney } from '../common/money';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { priceLine } from '../pricing/pricing';
import type { Product } from '../products/product.entity';
import { ProductsService } from '../products/products.service';
import { isAvailable, notEnoughStock, StockService } from '../products/stock.service';
import { OrderResponse } from './dto/order.dto';
import { OfferSubstitutionDto } from './dto/substitution.dto';
import { OrderFulfillmentService } from './order-fulfillment.service';
import { itemsChangeable } from './order-state-machine';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrderChanger, OrdersService, SYSTEM } from './orders.service';
import { answerRefusal, offerRefusal } from './substitution-rules';
import { OrderItemSubstitution } from './substitution.entity';

const ITEM_NOT_FOUND = 'Order item not found';

/** How an offer that was not approved ends: the customer rejected it, or its time ran out. */
type Declined = 'rejected' | 'expired';

/**
 * Replacements for order items the shop cannot supply: the shop offers one of its products, the
 * customer approves or rejects it (or the order's preference answers at once), and an offer left
 * unanswered expires (`SubstitutionTimer`). Each step is a change of the locked order
 * (`OrdersService.withLockedOrder`), so it is announced live, and a line of its timeline. An approved
 * replacement becomes the item, with its own units taken and the original's given back; one that is
 * not leaves the item not fulfillable. Either way the order is repriced by `OrderFulfillmentService`.
 */
@Injectable()
export class SubstitutionsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly fulfillment: OrderFulfillmentService,
    private readonly products: ProductsService,
    private readonly stock: StockService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The shop offers `quantity` of one of its products for an item. With the preference
   * `replace-with-similar` the offer is approved at once, on the customer's behalf.
   */
  offer(
    changer: OrderChanger,
    shopId: string,
    orderId: string,
    itemId: string,
    { productId, quantity }: OfferSubstitutionDto,
  ): Promise<OrderResponse> {
    return this.orders.withLockedOrder({ shopId }, orderId, async (manager, order) => {
      const item = await this.itemOf(manager, order, itemId);
      const latest = await this.latestOffer(manager, item);
      const refused = offerRefusal({
        orderStatus: order.status,
        preference: order.substitutionPreference,
        fulfillmentStatus: item.fulfillmentStatus,
        latestOffer: latest?.status,
      });
      if (refused) throw new ConflictException(refused);
      if (productId === item.productId) {
        throw new BadRequestException('A replacement must be another product than the one ordered.');
      }
      const product = await this.products.findLiveOf(shopId, productId, manager);
      if (!product) throw new NotFoundException('Product not found');
      assertSuppliable(product, quantity);

      const now = this.clock.now();
      const offer = await manager.save(
        manager.create(OrderItemSubstitution, {
          orderItemId: item.id,
          productId: product.id,
          productName: product.name,
          hsnCode: product.hsnCode,
          unitPrice: product.discountedPrice,
          gstRate: product.gstPercentage,
          gstIncluded: product.gstIncluded,
          quantity,
          status: 'offered',
          offeredAt: now,
          answerBy: new Date(now.getTime() + this.config.substitutionWaitMinutes * 60_000),
          answeredAt: null,
        }),
      );
      const price = `₹${formatMoney(offer.unitPrice)}`;
      await this.record(
        manager,
        changer,
        order,
        now,
        `Replacement offered: ${lineOf(offer)} at ${price} for ${lineOf(item)}`,
      );
      if (order.substitutionPreference === 'replace-with-similar') {
        // A millisecond after the offer, so that the timeline lists the approval after it.
        await this.approve(manager, SYSTEM, order, item, offer, new Date(now.getTime() + 1));
      } else {
        await manager.update(Order, order.id, { updatedAt: now });
      }
    });
  }

  /** The customer takes the replacement offered for an item of their order. */
  approveByCustomer(customerId: string, orderId: string, itemId: string): Promise<OrderResponse> {
    return this.orders.withLockedOrder({ customerId }, orderId, async (manager, order) => {
      const { item, offer } = await this.answerable(manager, order, itemId);
      await this.approve(manager, { role: 'customer', userId: customerId }, order, item, offer, this.clock.now());
    });
  }

  /** The customer turns down the replacement offered for an item of their order: the item is not fulfillable. */
  rejectByCustomer(customerId: string, orderId: string, itemId: string): Promise<OrderResponse> {
    return this.orders.withLockedOrder({ customerId }, orderId, async (manager, order) => {
      const { item, offer } = await this.answerable(manager, order, itemId);
      await this.decline(manager, { role: 'customer', userId: customerId }, order, item, offer, 'rejected');
    });
  }

  /**
   * The replacement becomes the item, at the price it was offered: the original's units go back,
   * the replacement's are taken (409 when they have gone meanwhile), and the order is repriced.
   */
  private async approve(
    manager: EntityManager,
    changer: OrderChanger,
    order: Order,
    item: OrderItem,
    offer: OrderItemSubstitution,
    at: Date,
  ): Promise<void> {
    const product = offer.productId && (await this.products.findLiveOf(order.shopId, offer.productId, manager));
    if (!product) throw new ConflictException(`${offer.productName} is no longer sold.`);
    assertSuppliable(product, offer.quantity);
    if (item.stockTaken && item.productId) {
      await this.stock.giveBack(manager, [{ productId: item.productId, quantity: item.quantity }]);
    }
    const taken = await this.stock.take(manager, [{ productId: product.id, quantity: offer.quantity }]);
    const line = priceLine(offer);
    await manager.update(OrderItem, item.id, {
      productId: product.id,
      productName: offer.productName,
      hsnCode: offer.hsnCode,
      unitPrice: offer.unitPrice,
      gstRate: offer.gstRate,
      gstIncluded: offer.gstIncluded,
      quantity: offer.quantity,
      totalPrice: line.lineTotal,
      gstAmount: line.gst,
      fulfillmentStatus: 'pending',
      stockTaken: taken.has(product.id),
    });
    await manager.update(OrderItemSubstitution, offer.id, { status: 'approved', answeredAt: at });
    await this.fulfillment.reprice(manager, order);
    const how = changer.role === 'system' ? ' at once, as the customer asked at checkout' : '';
    await this.record(
      manager,
      changer,
      order,
      at,
      `Replacement approved${how}: ${lineOf(offer)} instead of ${lineOf(item)}`,
    );
  }

  /**
   * The offer ends unapproved: while the order's items can change, the item is then not fulfillable
   * (its units go back, the order is repriced); after that, the item stays as the shop sends it.
   */
  async decline(
    manager: EntityManager,
    changer: OrderChanger,
    order: Order,
    item: OrderItem,
    offer: OrderItemSubstitution,
    status: Declined,
  ): Promise<void> {
    const at = this.clock.now();
    await manager.update(OrderItemSubstitution, offer.id, { status, answeredAt: at });
    const minutes = Math.round((offer.answerBy.getTime() - offer.offeredAt.getTime()) / 60_000);
    const what = status === 'rejected' ? 'Replacement rejected' : `Replacement not answered in ${minutes} minutes`;
    if (!itemsChangeable('shopkeeper', order.status)) {
      await manager.update(Order, order.id, { updatedAt: at });
      await this.record(manager, changer, order, at, what);
      return;
    }
    await this.fulfillment.markItem(manager, order, item, 'not fulfillable');
    await this.record(manager, changer, order, at, `${what}: ${lineOf(item)} is not fulfillable`);
  }

  /** The item of the locked order with the offer waiting for the customer's answer (409 when none may be answered). */
  private async answerable(manager: EntityManager, order: Order, itemId: string) {
    const item = await this.itemOf(manager, order, itemId);
    const offer = await this.latestOffer(manager, item);
    const refused = answerRefusal({
      orderStatus: order.status,
      latestOffer: offer?.status,
      answerBy: offer?.answerBy,
      now: this.clock.now(),
    });
    if (refused || !offer) throw new ConflictException(refused);
    return { item, offer };
  }

  private async itemOf(manager: EntityManager, order: Order, itemId: string): Promise<OrderItem> {
    const item = await manager.findOneBy(OrderItem, { id: itemId, orderId: order.id });
    if (!item) throw new NotFoundException(ITEM_NOT_FOUND);
    return item;
  }

  private latestOffer(manager: EntityManager, item: OrderItem): Promise<OrderItemSubstitution | null> {
    return manager.findOne(OrderItemSubstitution, {
      where: { orderItemId: item.id },
      order: { offeredAt: 'DESC' },
    });
  }

  /** A line of the order's timeline, at its current status, told to the other side when a person wrote it. */
  private record(manager: EntityManager, changer: OrderChanger, order: Order, at: Date, reason: string) {
    const tell = changer.role === 'shopkeeper' ? 'customer' : changer.role === 'customer' ? 'shop' : undefined;
    return this.orders.recordStatus(manager, changer, order.id, order.status, at, { reason, tell });
  }
}

/** 409 unless the product can be sold now with `quantity` units (when it counts them). */
function assertSuppliable(product: Product, quantity: number): void {
  if (!isAvailable(product)) throw new ConflictException(`${product.name} is out of stock.`);
  if (product.stockQuantity !== null && product.stockQuantity < quantity) {
    throw notEnoughStock(product.name, product.stockQuantity);
  }
}

/** "Amul Butter 500 g × 2", as the timeline writes a line. */
function lineOf({ productName, quantity }: { productName: string; quantity: number }): string {
  return `${productName} × ${quantity}`;
}
