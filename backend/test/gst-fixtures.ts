import type { Product } from '../src/products/product.entity';
import type { Shop } from '../src/shops/shop.entity';
import { catalogueFixtures, testGstin } from './catalogue-fixtures';
import type { Agent, TestApp } from './test-app';

/**
 * What the tax invoice and credit note tests sell: a shop with its GSTIN, and two products, one
 * priced with GST in it and one with GST on top.
 */

/** A new shopkeeper, signed in, with Sharma Kirana Store, its GSTIN in `stateCode` (08, Rajasthan, as the test addresses). */
export async function openKiranaStore(
  t: TestApp,
  fixtures: ReturnType<typeof catalogueFixtures>,
  stateCode = '08',
): Promise<{ shopkeeper: Agent; shop: Shop }> {
  const keeper = await t.signedIn('shopkeeper');
  const { shop } = await fixtures.createShop(
    { name: 'Sharma Kirana Store', address: 'B-12, Malviya Nagar, Jaipur 302017', gstNumber: testGstin(stateCode) },
    keeper.user,
  );
  return { shopkeeper: keeper.agent, shop };
}

/** 99.00 with 5% GST in it: two are 188.57 + 9.43. */
export const ATTA = {
  name: 'Atta 5kg',
  hsnCode: '1101',
  discountedPrice: 99_00,
  gstPercentage: 5_00,
  gstIncluded: true,
} satisfies Partial<Product>;

/** 500.00 and 12% GST on top: 60.00. */
export const GHEE = {
  name: 'Ghee 1L',
  hsnCode: '04059020',
  originalPrice: 500_00,
  discountedPrice: 500_00,
  gstPercentage: 12_00,
  gstIncluded: false,
} satisfies Partial<Product>;
