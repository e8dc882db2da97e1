import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';

describe("the shopkeeper dashboard's stock figures", () => {
  let t: TestApp;
  let shopkeeper: Agent;
  let butterId: string;

  const dashboard = async () => (await shopkeeper.get('/api/shopkeeper/dashboard').expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = catalogueFixtures(t);
    const keeper = await t.signedIn('shopkeeper');
    shopkeeper = keeper.agent;
    const shopId = (await fixtures.createShop({}, keeper.user)).shop.id;
    const otherShopId = (await fixtures.createShop()).shop.id;
    butterId = (await fixtures.createProduct(shopId, { stockQuantity: 2, lowStockThreshold: 3 })).id;
    await fixtures.createProduct(shopId, { stockQuantity: 0, lowStockThreshold: 5 });
    await fixtures.createProduct(shopId, { stockQuantity: 3, lowStockThreshold: 3, isInStock: false });
    await fixtures.createProduct(shopId, { stockQuantity: 10, lowStockThreshold: 5 });
    await fixtures.createProduct(shopId, { stockQuantity: 1 });
    await fixtures.createProduct(shopId, { lowStockThreshold: 5 });
    await fixtures.createProduct(shopId, { stockQuantity: 1, lowStockThreshold: 5, deletedAt: new Date() });
    await fixtures.createProduct(otherShopId, { stockQuantity: 1, lowStockThreshold: 5 });
  });
  afterAll(() => t.close());

  it('counts the live counted products of the shop at or below their threshold as low on stock', async () => {
    expect(await dashboard()).toMatchObject({ productCount: 6, outOfStockCount: 2, lowStockCount: 3 });
  });

  it('stops counting a product as low once units received take it above its threshold', async () => {
    await shopkeeper.post(`/api/shopkeeper/products/${butterId}/stock-adjustments`).send({ by: 2 }).expect(200);
    expect(await dashboard()).toMatchObject({ lowStockCount: 2 });
  });
});
