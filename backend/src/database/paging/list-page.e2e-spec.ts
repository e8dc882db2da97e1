import { Controller, Get, Module, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { OrderBody, placeOrder } from '../../../test/order-fixtures';
import { Agent, createTestApp, TestApp } from '../../../test/test-app';
import { User } from '../../users/user.entity';
import { ListEndpoint } from './list-endpoint.decorator';
import { findPage, mapPage } from './list-page';
import { ListQueryDto } from './list-request';
import { ListSpec } from './list-spec';
import { Public } from '../../common/roles.decorator';

/** A list of users counted exactly up to 2 rows only, to see the estimate beyond the cap. */
const CAPPED_LIST: ListSpec = {
  columns: { id: 'user.id', name: 'user.name' },
  search: ['user.name'],
  defaultSort: ['name', 'ASC'],
  exactCountUpTo: 2,
};

class ProbeUser {
  id!: string;
  name!: string;
}

@Controller('probe/users')
class CappedListController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Public()
  @ListEndpoint('users', ProbeUser, { sort: ['name', 'ASC'], filter: {} })
  async list(@Query() query: ListQueryDto) {
    const page = await findPage(this.dataSource.createQueryBuilder(User, 'user'), query, CAPPED_LIST);
    return mapPage(page, ({ id, name }): ProbeUser => ({ id, name }));
  }
}

@Module({ controllers: [CappedListController] })
class CappedListModule {}

describe('list pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { testModules: [CappedListModule] });
  });
  afterAll(() => t.close());

  const page = async (agent: Agent, path: string, range?: [number, number]) => {
    const res = await agent.get(
      range ? `${path}${path.includes('?') ? '&' : '?'}range=${JSON.stringify(range)}` : path,
    );
    expect(res.status).toBe(200);
    return {
      contentRange: res.headers['content-range'] as string,
      ids: (res.body as { id: string }[]).map((row) => row.id),
    };
  };

  it("answers a shop's products page by page with the exact total, and none beyond the end", async () => {
    const fixtures = catalogueFixtures(t);
    const { shop } = await fixtures.createShop();
    const products = [];
    for (const name of ['Atta', 'Besan', 'Chana', 'Dalia', 'Elaichi']) {
      products.push((await fixtures.createProduct(shop.id, { name })).id);
    }
    const { agent: customer } = await t.signedIn('customer');
    const path = `/api/customer/shops/${shop.id}/products`;

    expect(await page(customer, path)).toEqual({ contentRange: 'products 0-4/5', ids: products });
    expect(await page(customer, path, [0, 1])).toEqual({ contentRange: 'products 0-1/5', ids: products.slice(0, 2) });
    expect(await page(customer, path, [2, 3])).toEqual({ contentRange: 'products 2-3/5', ids: products.slice(2, 4) });
    expect(await page(customer, path, [4, 5])).toEqual({ contentRange: 'products 4-4/5', ids: products.slice(4) });
    expect(await page(customer, path, [10, 11])).toEqual({ contentRange: 'products */5', ids: [] });
    const none = `${path}?filter=${encodeURIComponent('{"q":"no such product"}')}`;
    expect(await page(customer, none, [0, 1])).toEqual({ contentRange: 'products */0', ids: [] });
  });

  it('answers the orders list, counted up to its cap, exactly below it', async () => {
    const fixtures = catalogueFixtures(t);
    const { shop } = await fixtures.createShop();
    const atta = await fixtures.createProduct(shop.id, { name: 'Atta' });
    const { agent: customer } = await t.signedIn('customer');
    const orders: OrderBody[] = [];
    for (let i = 0; i < 3; i++) orders.unshift(await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]));
    const ids = orders.map((order) => order.id);
    const path = '/api/customer/orders';

    expect(await page(customer, path, [0, 1])).toEqual({ contentRange: 'orders 0-1/3', ids: ids.slice(0, 2) });
    expect(await page(customer, path, [1, 1])).toEqual({ contentRange: 'orders 1-1/3', ids: ids.slice(1, 2) });
    expect(await page(customer, path, [2, 3])).toEqual({ contentRange: 'orders 2-2/3', ids: ids.slice(2) });
    expect(await page(customer, path, [5, 9])).toEqual({ contentRange: 'orders */3', ids: [] });
  });

  describe('beyond the exact count of a capped list', () => {
    const probes: string[] = [];
    const path = `/api/probe/users?filter=${encodeURIComponent('{"q":"Probe"}')}`;
    const totalOf = (contentRange: string) => Number(contentRange.split('/')[1]);

    beforeAll(async () => {
      for (const letter of ['A', 'B', 'C', 'D', 'E'])
        probes.push((await t.createUser('customer', { name: `Probe ${letter}` })).id);
    });

    it('answers a number above the cap for a full page, and the exact total on the last one', async () => {
      const first = await page(t.anonymous(), path, [0, 1]);
      expect(first.ids).toEqual(probes.slice(0, 2));
      expect(first.contentRange).toMatch(/^users 0-1\/\d+$/);
      expect(totalOf(first.contentRange)).toBeGreaterThan(2);

      const middle = await page(t.anonymous(), path, [2, 3]);
      expect(middle.ids).toEqual(probes.slice(2, 4));
      expect(totalOf(middle.contentRange)).toBeGreaterThanOrEqual(4);

      expect(await page(t.anonymous(), path, [4, 5])).toEqual({ contentRange: 'users 4-4/5', ids: probes.slice(4) });
    });

    it('answers an empty page beyond the end with a total above the cap, and not past that page', async () => {
      const beyond = await page(t.anonymous(), path, [10, 11]);
      expect(beyond.ids).toEqual([]);
      expect(beyond.contentRange).toMatch(/^users \*\/\d+$/);
      expect(totalOf(beyond.contentRange)).toBeGreaterThan(2);
      expect(totalOf(beyond.contentRange)).toBeLessThanOrEqual(10);
    });

    it("answers PostgreSQL's estimate rather than a count: rows added since the last ANALYZE are not counted", async () => {
      const dataSource = t.app.get(DataSource);
      await dataSource.query('ANALYZE users');
      await t.createUser('customer', { name: 'Added after the analysis' });
      const [{ 'QUERY PLAN': plan }] = await dataSource.query('EXPLAIN (FORMAT JSON) SELECT 1 FROM users');
      const [{ count }] = await dataSource.query<{ count: number }[]>('SELECT COUNT(*)::int AS count FROM users');

      const { contentRange } = await page(t.anonymous(), '/api/probe/users', [0, 0]);
      expect(totalOf(contentRange)).toBe(plan[0].Plan['Plan Rows']);
      expect(totalOf(contentRange)).not.toBe(count);
    });

    it('counts exactly while the list is within the cap', async () => {
      const two = `/api/probe/users?filter=${encodeURIComponent('{"q":"Probe ","id":["' + probes.slice(0, 2).join('","') + '"]}')}`;
      expect(await page(t.anonymous(), two, [0, 0])).toEqual({ contentRange: 'users 0-0/2', ids: probes.slice(0, 1) });
    });
  });
});
