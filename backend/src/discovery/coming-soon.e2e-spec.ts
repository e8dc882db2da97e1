import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

/** A shop with nothing a customer can buy is "Coming soon" to customers, never "Open now" (issue 32). */
describe('discovery: coming soon', () => {
  let t: TestApp;
  let db: DataSource;
  let customer: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: customer } = await t.signedIn('customer'));
  });
  afterAll(() => t.close());

  it('shows a shop open by its hours as coming soon until a product is in stock, and leaves it out of openNow', async () => {
    const { createShop, createProduct } = catalogueFixtures(t);
    const { shop } = await createShop({ name: 'Soon Stores' });
    const read = async () => (await customer.get(`/api/customer/shops/${shop.id}`).expect(200)).body;
    const openIds = async () => {
      const filter = encodeURIComponent(JSON.stringify({ openNow: true }));
      return (await customer.get(`/api/customer/shops?filter=${filter}`).expect(200)).body.map(
        (each: { id: string }) => each.id,
      );
    };
    expect(await read()).toMatchObject({ isActive: true, openNow: false, comingSoon: true, opensAt: null });
    expect(await openIds()).toEqual([]);
    const product = await createProduct(shop.id, { isInStock: false });
    expect(await read()).toMatchObject({ openNow: false, comingSoon: true });
    await db.query('UPDATE products SET is_in_stock = true, stock_quantity = 0 WHERE id = $1', [product.id]);
    expect(await read()).toMatchObject({ openNow: false, comingSoon: true });
    await db.query('UPDATE products SET stock_quantity = 3 WHERE id = $1', [product.id]);
    expect(await read()).toMatchObject({ openNow: true, comingSoon: false });
    expect(await openIds()).toEqual([shop.id]);
    await db.query('UPDATE products SET deleted_at = now() WHERE id = $1', [product.id]);
    expect(await read()).toMatchObject({ openNow: false, comingSoon: true });
    await db.query('UPDATE shops SET is_active = false WHERE id = $1', [shop.id]);
    expect(await read()).toMatchObject({ openNow: false, comingSoon: true, opensAt: null });
  });
});
