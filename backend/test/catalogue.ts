import { randomBytes } from 'node:crypto';
import { Agent, TestApp, TestUser } from './test-app';

/** Valid onboarding fields of a shop and a new shopkeeper, unique per call. */
export function shopOnboarding(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString('hex');
  return {
    name: `Sharma Kirana ${suffix}`,
    email: `shop_${suffix}@example.com`,
    phone: '+91 141 256 7890',
    address: 'B-12, Malviya Nagar, Jaipur 302017',
    gstNumber: '08ABCDE1234F1Z5',
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
