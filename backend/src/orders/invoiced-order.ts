import type { Recipient } from '../invoices/gst-document';
import type { InvoicedOrder } from '../invoices/invoice-layout';
import { paymentInWords } from './order-payment';
import type { OrderItem } from './order-item.entity';
import type { Order } from './order.entity';

/** What the tax invoice says of the order, from its own copy: the lines still due, and its amounts. */
export function invoicedOrderOf(order: Order, items: OrderItem[]): InvoicedOrder {
  return {
    orderId: order.id,
    ...recipientOf(order),
    lines: items
      .filter((item) => item.fulfillmentStatus !== 'not fulfillable')
      .map((item) => ({
        description: item.productName,
        hsnCode: item.hsnCode,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        gstRate: item.gstRate,
        gstIncluded: item.gstIncluded,
        lineTotal: item.totalPrice,
        gst: item.gstAmount,
      })),
    totalAmount: order.totalAmount,
    gstAmount: order.gstAmount,
    deliveryCharges: order.deliveryCharges,
    finalAmount: order.finalAmount,
    payment: paymentInWords(order),
  };
}

/** Whom the order was supplied to, as its tax invoice and credit notes name them: its own copy. */
export function recipientOf(order: Order): Recipient {
  return {
    recipientName: order.customerName,
    address: {
      line: order.addressLine,
      city: order.addressCity,
      state: order.addressState,
      pincode: order.addressPincode,
    },
  };
}
