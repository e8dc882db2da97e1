import type { Product } from '../src/products/product.entity';
import type { Shop } from '../src/shops/shop.entity';
import type { catalogueFixtures } from './catalogue-fixtures';
import { Agent, TestApp, TestUser } from './test-app';

export const HOME_ADDRESS = {
  title: 'Home',
  addressLine: '12, Nehru Marg',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302017',
};

/** The parts of an order answer the tests read. */
export interface OrderBody {
  id: string;
  status: string;
  createdAt: string;
  finalAmount: string;
  orderItems: { id: string; fulfillmentStatus: string; product: { id: string; name: string } }[];
}

/** The customer's address id, adding the home address first when there is none. */
export async function addressOf(customer: Agent): Promise<string> {
  const list = await customer.get('/api/customer/addresses').expect(200);
  if (list.body.length > 0) return list.body[0].id;
  return (await customer.post('/api/customer/addresses').send(HOME_ADDRESS).expect(201)).body.id;
}

/** How an order is paid, as checkout takes it: cash on delivery unless said. */
const CASH_ON_DELIVERY = { paymentMethod: 'cash_on_delivery' } as const;
/** By UPI straight to the shop, before it sends the order. */
export const UPI_NOW = { paymentMethod: 'upi', payWhen: 'now' } as const;

/** Fills the customer's cart with these products and places the order through the API; answers the order. */
export async function placeOrder(
  customer: Agent,
  lines: { productId: string; quantity: number }[],
  payment: typeof CASH_ON_DELIVERY | typeof UPI_NOW = CASH_ON_DELIVERY,
) {
  const customerAddressId = await addressOf(customer);
  for (const line of lines) await customer.post('/api/customer/cart/items').send(line).expect(201);
  const res = await customer
    .post('/api/customer/orders')
    .send({ customerAddressId, ...payment })
    .expect(201);
  return res.body as OrderBody;
}

/**
 * A paid UPI order: the customer orders these products to pay by UPI now, and the shop confirms the
 * payment with the UTR `utr` (12 digits no other payment used); answers the order as the shop then sees it.
 */
export async function placePaidUpiOrder(
  customer: Agent,
  shopkeeper: Agent,
  lines: { productId: string; quantity: number }[],
  utr: string,
): Promise<OrderBody> {
  const order = await placeOrder(customer, lines, UPI_NOW);
  const paid = await shopkeeper
    .post(`/api/shopkeeper/orders/${order.id}/payment`)
    .send({ receivedAs: 'upi', utr })
    .expect(200);
  expect(paid.body.payment).toMatchObject({ status: 'paid', amountPaid: order.finalAmount });
  return paid.body;
}

/** The shop moves the order on to dispatched; answers the delivery code its customer then sees. */
export async function dispatchOrder(shopkeeper: Agent, customer: Agent, orderId: string): Promise<string> {
  for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
    await shopkeeper.put(`/api/shopkeeper/orders/${orderId}`).send({ status }).expect(200);
  }
  return (await customer.get(`/api/customer/orders/${orderId}`).expect(200)).body.deliveryCode;
}

/** The shop moves the order on to delivered, with the delivery code its customer sees; answers the order. */
export async function deliverOrder(shopkeeper: Agent, customer: Agent, orderId: string): Promise<OrderBody> {
  const deliveryCode = await dispatchOrder(shopkeeper, customer, orderId);
  const path = `/api/shopkeeper/orders/${orderId}`;
  return (await shopkeeper.put(path).send({ status: 'delivered', deliveryCode }).expect(200)).body;
}

/** Where an order test starts: a new customer's order of Atta (₹99) from a new shop of a new shopkeeper. */
export interface AttaOrder {
  customer: Agent;
  customerUser: TestUser;
  shopkeeper: Agent;
  shop: Shop;
  atta: Product;
  order: OrderBody;
}

export async function placeAttaOrder(
  t: TestApp,
  fixtures: ReturnType<typeof catalogueFixtures>,
  quantity = 1,
): Promise<AttaOrder> {
  const { agent: customer, user: customerUser } = await t.signedIn('customer');
  const keeper = await t.signedIn('shopkeeper');
  const { shop } = await fixtures.createShop({}, keeper.user);
  const atta = await fixtures.createProduct(shop.id, { name: 'Atta', discountedPrice: 99_00 });
  const order = await placeOrder(customer, [{ productId: atta.id, quantity }]);
  return { customer, customerUser, shopkeeper: keeper.agent, shop, atta, order };
}
