import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { Shop } from '../shops/shop.entity';
import { BuiltQuery } from './built-query';

const onServer = process.env.TEST_DATABASE_URL ? it : it.skip;
const onEmbedded = process.env.TEST_DATABASE_URL ? it.skip : it;

/** The SQL of the hot statements, parsed and planned by PostgreSQL once per connection. */
describe('prepared statements', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let near: Shop;
  let far: Shop;

  beforeAll(async () => {
    t = await createTestApp();
    const { createShop } = catalogueFixtures(t);
    dataSource = t.app.get(DataSource);
    ({ shop: near } = await createShop({ name: 'Near Stores', latitude: 26.92, longitude: 75.82 }));
    ({ shop: far } = await createShop({ name: 'Far Stores', latitude: 26.45, longitude: 74.64 }));
  });
  afterAll(() => t.close());

  const shopName = () =>
    new BuiltQuery<{ id: string }>(['id'], (manager) =>
      manager.createQueryBuilder(Shop, 'shop').select('shop.name', 'shopName').where('shop.id = :id'),
    );

  /** Runs the query seven times on one connection: the statements prepared there and the runs of each. */
  async function preparedAfterSevenRuns(): Promise<{ statement: string; runs: number }[]> {
    const query = shopName();
    const runner = dataSource.createQueryRunner();
    try {
      for (const shop of [near, far, near, far, near, far, near]) {
        expect(await query.rows(runner.manager, { id: shop.id })).toEqual([{ shopName: shop.name }]);
      }
      return await runner.query(
        `SELECT statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements
          WHERE statement LIKE '%AS "shopName"%'`,
      );
    } finally {
      await runner.release();
    }
  }

  onServer('sends a built query by name: parsed once on a connection, each run with its own values', async () => {
    const prepared = await preparedAfterSevenRuns();
    expect(prepared).toHaveLength(1);
    expect(Number(prepared[0].runs)).toBe(7);
  });

  onEmbedded('prepares nothing on the embedded database, whose connections share one session', async () => {
    expect(await preparedAfterSevenRuns()).toEqual([]);
  });

  onServer('sends a page of a hot list by name once its SQL is kept, each request with its own rows', async () => {
    const { agent } = await t.signedIn('customer');
    const nearestFrom = async (lat: number, lng: number) => {
      const res = await agent
        .get('/api/customer/shops')
        .query({ filter: JSON.stringify({ lat, lng }), sort: JSON.stringify(['distanceKm', 'ASC']), range: '[0,0]' })
        .expect(200);
      return res.body.map((shop: Shop) => shop.name);
    };
    const sent = jest.spyOn(Client.prototype, 'query');
    try {
      expect(await nearestFrom(26.92, 75.82)).toEqual(['Near Stores']);
      expect(await nearestFrom(26.45, 74.64)).toEqual(['Far Stores']);
      const named = sent.mock.calls
        .map(([config]) => config as unknown as { name?: string; text?: string; values?: unknown[] })
        .filter((config) => config.name && config.text?.includes('FROM "shops" "shop"'));
      expect(named).toHaveLength(2);
      expect([named[1].name, named[1].text]).toEqual([named[0].name, named[0].text]);
      expect(named.map(({ values }) => values?.slice(0, 2))).toEqual([
        [26.92, 75.82],
        [26.45, 74.64],
      ]);
    } finally {
      sent.mockRestore();
    }
  });
});
