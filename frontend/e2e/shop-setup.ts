import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, newPage, signIn, signUp, uniqueUser, type TestUser } from './harness';

export interface OnboardedShop {
  id: string;
  name: string;
}

/** A valid GSTIN (its check character right) of a made-up shop in Rajasthan. */
export const TEST_GSTIN = '08ABCDE1234F1Z0';

let shopCount = 0;

/**
 * The demo admin onboards a new open shop in Jaipur with a new shopkeeper, through the API.
 * `fields` replace the defaults (name, address, location…).
 */
export async function onboardShop(
  fields: Record<string, unknown> = {},
): Promise<{ shop: OnboardedShop; keeper: TestUser }> {
  shopCount += 1;
  const keeper = uniqueUser('shopkeeper');
  const admin = await newPage();
  await signIn(admin, DEMO_ADMIN);
  const shop = await call<OnboardedShop>(admin, 'POST', '/api/admin/shops', {
    name: `Test Kirana ${keeper.username.slice(5)}${shopCount}`,
    email: `shop.${keeper.email}`,
    phone: '+91 141 256 7890',
    address: 'MI Road, Jaipur 302001',
    gstNumber: TEST_GSTIN,
    shopkeeperName: keeper.name,
    shopkeeperUsername: keeper.username,
    shopkeeperEmail: keeper.email,
    shopkeeperPassword: keeper.password,
    ...fields,
  });
  await admin.context().close();
  return { shop, keeper };
}

/** A product to stock: `price` is both the original and the discounted price unless they are given. */
export type ProductSeed = { name: string; price?: string } & Record<string, unknown>;

export interface StockedProduct {
  id: string;
  name: string;
}

/**
 * The shopkeeper signed in on `page` creates one category and the products in it, through the API;
 * `defaults` apply to every product. Answers the products by name.
 */
export async function stockShop(
  page: Page,
  products: ProductSeed[],
  { category = 'Staples', ...defaults }: { category?: string } & Record<string, unknown> = {},
): Promise<Record<string, StockedProduct>> {
  const { id: categoryId } = await call<{ id: string }>(page, 'POST', '/api/shopkeeper/categories', {
    name: category,
  });
  const stocked: Record<string, StockedProduct> = {};
  for (const { price, ...product } of products) {
    stocked[product.name] = await call<StockedProduct>(page, 'POST', '/api/shopkeeper/products', {
      categoryId,
      weight: '1kg',
      originalPrice: price,
      discountedPrice: price,
      gstPercentage: '0',
      gstIncluded: true,
      isInStock: true,
      ...defaults,
      ...product,
    });
  }
  return stocked;
}

/** A signed-in page of `user`, for API calls made as that user. */
export async function pageOf(user: TestUser): Promise<Page> {
  const page = await newPage();
  await signIn(page, user);
  return page;
}

/**
 * A new shop selling Paneer (₹100.00) and Curd (₹50.00) in Dairy, at 0% GST and without a location,
 * its shopkeeper signed in on `shopkeeperPage`, and a new customer with a home address.
 */
export async function dairyShopAndCustomer() {
  const { shop, keeper } = await onboardShop();
  const shopkeeperPage = await pageOf(keeper);
  const products = await stockShop(
    shopkeeperPage,
    [
      { name: 'Paneer', price: '100.00' },
      { name: 'Curd', price: '50.00' },
    ],
    { category: 'Dairy' },
  );
  const customerPage = await newPage();
  const customer = await signUp(customerPage, uniqueUser('customer'));
  const address = await call<{ id: string }>(customerPage, 'POST', '/api/customer/addresses', {
    title: 'Home',
    addressLine: '7 Tonk Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    // Located at the centre of 302017, 7.8 km from that of the shop's 302001: the ₹30 band.
    pincode: '302017',
  });
  return { shop, keeper, shopkeeperPage, products, customerPage, customer, addressId: address.id };
}

export type DairyMarket = Awaited<ReturnType<typeof dairyShopAndCustomer>>;

interface DairyOrderOptions {
  items?: StockedProduct[];
  phone?: string;
}

/** The customer's order of one of each of `items` (Paneer and Curd unless told), placed through the API. */
export async function placeDairyOrder<O extends { id: string } = { id: string }>(
  market: DairyMarket,
  options: DairyOrderOptions = {},
): Promise<O> {
  return placeDairyOrderPaidBy<O>(market, 'cash_on_delivery', options);
}

/** As `placeDairyOrder`, paid by `paymentMethod`: 'khata' puts it on the khata the shop opened for the customer. */
export async function placeDairyOrderPaidBy<O extends { id: string } = { id: string }>(
  { shop, products, customerPage, addressId }: DairyMarket,
  paymentMethod: 'cash_on_delivery' | 'upi' | 'khata',
  { items = [products.Paneer, products.Curd], phone }: DairyOrderOptions = {},
): Promise<O> {
  for (const product of items) {
    await call(customerPage, 'POST', '/api/customer/cart/items', {
      productId: product.id,
      quantity: 1,
      shopId: shop.id,
    });
  }
  return call<O>(customerPage, 'POST', '/api/customer/orders', {
    customerAddressId: addressId,
    paymentMethod,
    ...(phone && { phone }),
  });
}

/** A dairy shop and a customer (see `dairyShopAndCustomer`), and the customer's pending order of one of each. */
export async function pendingDairyOrder<O extends { id: string } = { id: string }>() {
  const market = await dairyShopAndCustomer();
  return { ...market, order: await placeDairyOrder<O>(market) };
}

/** Delivers the order as its shop does, with the delivery code its customer sees; answers the order delivered. */
export async function deliver<O extends { id: string }>(
  shopkeeperPage: Page,
  customerPage: Page,
  order: O,
): Promise<O> {
  const path = `/api/shopkeeper/orders/${order.id}`;
  for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
    await call(shopkeeperPage, 'PUT', path, { status });
  }
  const { deliveryCode } = await call<{ deliveryCode: string }>(
    customerPage,
    'GET',
    `/api/customer/orders/${order.id}`,
  );
  return call<O>(shopkeeperPage, 'PUT', path, { status: 'delivered', deliveryCode });
}

/** As `pendingDairyOrder`, the order then delivered by its shop. */
export async function deliveredOrder<O extends { id: string } = { id: string }>() {
  const setup = await pendingDairyOrder<O>();
  return { ...setup, order: await deliver(setup.shopkeeperPage, setup.customerPage, setup.order) };
}
