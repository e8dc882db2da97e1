import { signedInShopkeeperWithShop, validProduct } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

describe('the GST rates in force', () => {
  let t: TestApp;
  let shopkeeper: Agent;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp({ gstRates: [0, 25, 5_00, 18_00] });
    const { agent: admin } = await t.signedIn('admin');
    shopkeeper = (await signedInShopkeeperWithShop(t, admin)).agent;
    categoryId = (await shopkeeper.post('/api/shopkeeper/categories').send({ name: 'Groceries' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  it('tells the shopkeeper the configured rates, as products write them', async () => {
    const res = await shopkeeper.get('/api/shopkeeper/gst-rates').expect(200);
    expect(res.body).toEqual({ rates: ['0.00', '0.25', '5.00', '18.00'] });
  });

  it('still takes a product at a rate not in force, from 0 to 100 with two decimals, for imports and integrators', async () => {
    const res = await shopkeeper
      .post('/api/shopkeeper/products')
      .send(validProduct(categoryId, { gstPercentage: '7.50' }))
      .expect(201);
    expect(res.body.gstPercentage).toBe('7.50');
    await shopkeeper
      .post('/api/shopkeeper/products')
      .send(validProduct(categoryId, { gstPercentage: '100.01' }))
      .expect(400);
  });

  it('keeps the rates to shopkeepers', async () => {
    const { agent: customer } = await t.signedIn('customer');
    await customer.get('/api/shopkeeper/gst-rates').expect(403);
    await t.anonymous().get('/api/shopkeeper/gst-rates').expect(401);
  });
});
