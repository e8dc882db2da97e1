import { randomBytes, randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Category } from '../src/categories/category.entity';
import { gstinCheckCharacter } from '../src/gst/gstin';
import { Product } from '../src/products/product.entity';
import { Shop } from '../src/shops/shop.entity';
import { Agent, TestApp, TestUser } from './test-app';

/**
 * Shops, categories and products for the tests, two ways:
 * - through the API, as an admin and a shopkeeper would (`shopOnboarding`, `validProduct`,
 *   `signedInShopkeeperWithShop`): for the tests of the catalogue endpoints themselves;
 * - straight into the database (`catalogueFixtures`): for the cart and order tests, which then
 *   do not depend on the catalogue endpoints.
 */

/** Jaipur, near Hawa Mahal: test shops stand here unless told otherwise. */
export const JAIPUR = { latitude: 26.9239, longitude: 75.8267 };

/** A valid GSTIN of a made-up holder (a random PAN), in Rajasthan unless another state's code is given. */
export function testGstin(stateCode = '08'): string {
  const pick = (alphabet: string, count: number) =>
    Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const first14 = `${stateCode}${pick(letters, 5)}${pick('0123456789', 4)}${pick(letters, 1)}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

// ---------------------------------------------------------------------------------------------
// Through the API

/** Valid onboarding fields of a shop and a new shopkeeper (POST /api/admin/shops), unique per call. */
export function shopOnboarding(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  return {
    name: `Sharma Kirana ${suffix}`,
    email: `shop_${suffix}@example.com`,
    phone: '+91 141 256 7890',
    address: 'B-12, Malviya Nagar, Jaipur 302017',
    gstNumber: testGstin(),
    latitude: 26.8549,
    longitude: 75.8243,
    shopkeeperName: `Ramesh ${suffix}`,
    shopkeeperUsername: `keeper_${suffix}`,
    shopkeeperEmail: `keeper_${suffix}@example.com`,
    shopkeeperPhone: '+91 98290 22222',
    shopkeeperPassword: 'shop-password-1',
    ...overrides,
  };
}

/** Valid fields of a new product (POST /api/shopkeeper/products), money in rupees as the API takes it. */
export const validProduct = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Aashirvaad Atta',
  description: 'Whole wheat flour',
  categoryId,
  weight: '5kg',
  originalPrice: '280.00',
  discountedPrice: 265,
  gstPercentage: '5',
  gstIncluded: true,
  isInStock: true,
  ...overrides,
});

export interface ShopOwner {
  shop: { id: string; name: string; shopkeeperId: string };
  user: TestUser;
  agent: Agent;
}

/** A shop onboarded by an admin, and its shopkeeper signed in. */
export async function signedInShopkeeperWithShop(
  t: TestApp,
  admin: Agent,
  overrides: Record<string, unknown> = {},
): Promise<ShopOwner> {
  const { user, agent } = await t.signedIn('shopkeeper');
  const res = await admin
    .post('/api/admin/shops')
    .send(shopOnboarding({ shopkeeperUsername: user.username, ...overrides }))
    .expect(201);
  return { shop: res.body, user, agent };
}

// ---------------------------------------------------------------------------------------------
// Straight into the database

/**
 * Shops, categories and products written straight into the database. Money is in paise, GST in
 * hundredths of a percent.
 */
export function catalogueFixtures(t: TestApp) {
  const dataSource = t.app.get(DataSource);

  async function createShop(
    overrides: Partial<Shop> = {},
    shopkeeper?: TestUser,
  ): Promise<{ shop: Shop; shopkeeper: TestUser }> {
    const owner = shopkeeper ?? (await t.createUser('shopkeeper'));
    const suffix = randomBytes(3).toString('hex');
    const place = { ...JAIPUR, ...overrides };
    const pinned = place.latitude != null && place.longitude != null;
    const shop = await dataSource.getRepository(Shop).save({
      name: `Test Store ${suffix}`,
      email: `store_${suffix}@example.com`,
      phone: '+91 141 222 3333',
      address: 'Johari Bazaar, Jaipur',
      gstNumber: testGstin(),
      isActive: true,
      ...JAIPUR,
      locationPrecision: pinned ? ('pin' as const) : null,
      ...overrides,
      shopkeeperId: owner.id,
    });
    return { shop, shopkeeper: owner };
  }

  async function createProduct(shopId: string, overrides: Partial<Product> = {}): Promise<Product> {
    const categories = dataSource.getRepository(Category);
    const category = (await categories.findOneBy({ shopId })) ?? (await categories.save({ shopId, name: 'Groceries' }));
    const saved = await dataSource.getRepository(Product).save({
      shopId,
      categoryId: category.id,
      name: `Product ${randomBytes(3).toString('hex')}`,
      description: null,
      weight: '1kg',
      originalPrice: 120_00,
      discountedPrice: 99_00,
      gstPercentage: 5_00,
      gstIncluded: true,
      isInStock: true,
      ...overrides,
    });
    // Categories keep the count of their live products, as ProductsService would.
    if (!saved.deletedAt && saved.categoryId) await categories.increment({ id: saved.categoryId }, 'productCount', 1);
    return dataSource.getRepository(Product).findOneOrFail({ where: { id: saved.id }, withDeleted: true });
  }

  return { dataSource, createShop, createProduct };
}
