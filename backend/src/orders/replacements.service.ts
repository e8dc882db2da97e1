import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { StockService } from '../products/stock.service';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { OrderChanger, OrdersService } from './orders.service';

/** Units of a line of the original order to send again. */
export interface ReplacedLine {
  item: OrderItem;
  quantity: number;
}

/**
 * Replacements: when a shop settles a claim by sending the items again, a new order of them at
 * ₹0, to the same address, already accepted (the shop agreed to it), through the desk like any
 * other. It takes its units from stock; it is no sale, so it has no tax invoice.
 */
@Injectable()
export class ReplacementsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly stock: StockService,
    private readonly clock: Clock,
  ) {}

  /** Places the replacement of `lines` of `original` in the caller's transaction; answers its id. */
  async place(manager: EntityManager, changer: OrderChanger, original: Order, lines: ReplacedLine[]): Promise<string> {
    const now = this.clock.now();
    const stockTaken = await this.stock.take(
      manager,
      lines.flatMap(({ item, quantity }) => (item.productId ? [{ productId: item.productId, quantity }] : [])),
    );
    const { identifiers } = await manager.insert(Order, {
      customerId: original.customerId,
      shopId: original.shopId,
      shopName: original.shopName,
      shopPhone: original.shopPhone,
      customerName: original.customerName,
      customerPhone: original.customerPhone,
      status: 'confirmed',
      paymentMethod: 'cash_on_delivery',
      paymentTiming: 'at_door',
      totalAmount: 0,
      gstAmount: 0,
      deliveryCharges: 0,
      deliveryFee: 0,
      finalAmount: 0,
      customerAddressId: original.customerAddressId,
      addressTitle: original.addressTitle,
      addressLine: original.addressLine,
      addressCity: original.addressCity,
      addressState: original.addressState,
      addressPincode: original.addressPincode,
      substitutionPreference: 'remove-unavailable',
      replacementOf: original.id,
      createdAt: now,
      updatedAt: now,
    });
    const id = identifiers[0].id as string;
    await manager.insert(
      OrderItem,
      lines.map(({ item, quantity }, position) => ({
        orderId: id,
        productId: item.productId,
        productName: item.productName,
        hsnCode: item.hsnCode,
        unitPrice: 0,
        gstRate: item.gstRate,
        gstIncluded: item.gstIncluded,
        quantity,
        totalPrice: 0,
        gstAmount: 0,
        fulfillmentStatus: 'pending' as const,
        stockTaken: item.productId !== null && stockTaken.has(item.productId),
        position,
      })),
    );
    const reason = `Replacement for order #${original.id.slice(0, 8)}, free of charge`;
    await this.orders.recordStatus(manager, changer, id, 'confirmed', now, { reason });
    await this.orders.placed(original.customerId, id, manager);
    return id;
  }
}
