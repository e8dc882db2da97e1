import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { statementsDuring } from '../../../test/sql-statements';
import { Agent, createTestApp, TestApp } from '../../../test/test-app';
import { User } from '../../users/user.entity';
import { ListShape } from './kept-page-sql';
import { findRawPage } from './list-page';
import { ListSort, ListSpec } from './list-spec';

describe('pages of a hot list, whose SQL is kept', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('asked through the paging functions', () => {
    const USERS: ListSpec = { columns: { id: 'user.id', name: 'user.name' }, search: [], defaultSort: ['name', 'ASC'] };
    const BY_ROLE: ListShape = { list: 'users by role' };
    const users = (role?: string) => {
      const qb = t.app.get(DataSource).createQueryBuilder(User, 'user').select(['user.id AS id', 'user.name AS name']);
      return role ? qb.where('user.role = :role', { role }) : qb;
    };

    it('answers each request its own rows from the kept SQL', async () => {
      const customer = await t.createUser('customer', { name: 'Shape Customer' });
      const keeper = await t.createUser('shopkeeper', { name: 'Shape Keeper' });
      const named = (name: string) => ({ filter: JSON.stringify({ name }) });
      const first = await findRawPage(users('customer'), named(customer.name), USERS, BY_ROLE);
      const second = await findRawPage(users('shopkeeper'), named(keeper.name), USERS, BY_ROLE);
      expect(first.rows).toEqual([{ id: customer.id, name: customer.name }]);
      expect(second.rows).toEqual([{ id: keeper.id, name: keeper.name }]);
      // Another kind of filter is another kept page, of SQL of its own.
      const unnamed = await findRawPage(users('customer'), { filter: '{"name":null}' }, USERS, BY_ROLE);
      expect(unnamed.rows).toEqual([]);
    });

    it('expands a list of ids in the kept SQL to as many as each request gives', async () => {
      const [a, b] = [await t.createUser('customer'), await t.createUser('customer')];
      const byIds = (ids: string[]) =>
        findRawPage(users('customer'), { filter: JSON.stringify({ id: ids }) }, USERS, BY_ROLE);
      expect((await byIds([a.id])).rows.map((row) => row.id)).toEqual([a.id]);
      expect((await byIds([a.id, b.id])).rows.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
      expect((await byIds([])).rows).toEqual([]);
    });

    it('fails, under test, a shape that does not name a difference in the query', async () => {
      const anyRole: ListShape = { list: 'users, any role' };
      await findRawPage(users(), {}, USERS, anyRole);
      await expect(findRawPage(users('admin'), {}, USERS, anyRole)).rejects.toThrow(
        'Two queries of the kept page [[["list","users, any role"]]',
      );
    });
  });

  /**
   * Requests of a shop's products that differ in one thing only: each is answered its own rows, in
   * its own order, with its own total, by SQL of its own (a key that missed the difference would send
   * the other's SQL, or fail the check under test).
   */
  describe("asked of a shop's products", () => {
    let customer: Agent;
    let shopkeeper: Agent;
    let customerPath: string;
    const ids: Record<string, string> = {};
    let groceries: string;

    beforeAll(async () => {
      const fixtures = catalogueFixtures(t);
      const keeper = await t.signedIn('shopkeeper');
      shopkeeper = keeper.agent;
      const { shop } = await fixtures.createShop({}, keeper.user);
      customerPath = `/api/customer/shops/${shop.id}/products`;
      ({ agent: customer } = await t.signedIn('customer'));
      const products: [string, Parameters<typeof fixtures.createProduct>[1]][] = [
        ['Atta', { discountedPrice: 90_00 }],
        ['Atta 5kg', { discountedPrice: 60_00 }],
        ['Besan', { discountedPrice: 99_00, isInStock: false }],
        ['Chana', { discountedPrice: 70_00, categoryId: null }],
      ];
      for (const [name, overrides] of products) {
        const product = await fixtures.createProduct(shop.id, { name, ...overrides });
        ids[name] = product.id;
        groceries ??= product.categoryId!;
      }
    });

    interface Asked {
      filter?: Record<string, unknown>;
      sort?: ListSort;
      range?: [number, number];
    }

    /** The names on the page and its `Content-Range`, and the page's SQL as sent. */
    const pageOf = async ({ filter, sort, range }: Asked, agent = customer, path = customerPath) => {
      const query = Object.fromEntries(
        Object.entries({ filter, sort, range }).flatMap(([name, value]) =>
          value ? [[name, JSON.stringify(value)]] : [],
        ),
      );
      let answer: { names: string[]; contentRange: string } | undefined;
      const sent = await statementsDuring(async () => {
        const res = await agent.get(path).query(query).expect(200);
        answer = {
          names: (res.body as { name: string }[]).map((row) => row.name),
          contentRange: res.headers['content-range'],
        };
      });
      const pageSql = sent.filter((sql) => sql.includes('list_total'));
      expect(pageSql).toHaveLength(1);
      return { answer, sql: pageSql[0] };
    };

    it('answers an equality on a field and a list of ids on that field from SQL of their own', async () => {
      const one = await pageOf({ filter: { id: ids.Atta } });
      const two = await pageOf({ filter: { id: [ids.Atta, ids.Besan] } });
      expect(one.answer).toEqual({ names: ['Atta'], contentRange: 'products 0-0/1' });
      expect(two.answer).toEqual({ names: ['Atta', 'Besan'], contentRange: 'products 0-1/2' });
      expect(two.sql).not.toBe(one.sql);
    });

    it('answers a field without a value and a field of a given value from SQL of their own', async () => {
      const none = await pageOf({ filter: { categoryId: null } });
      const given = await pageOf({ filter: { categoryId: groceries } });
      expect(none.answer).toEqual({ names: ['Chana'], contentRange: 'products 0-0/1' });
      expect(given.answer).toEqual({ names: ['Atta', 'Atta 5kg', 'Besan'], contentRange: 'products 0-2/3' });
      expect(given.sql).not.toBe(none.sql);
    });

    it('answers a list without a filter and with one from SQL of their own', async () => {
      const all = await pageOf({});
      const inStock = await pageOf({ filter: { isInStock: true } });
      expect(all.answer).toEqual({ names: ['Atta', 'Atta 5kg', 'Besan', 'Chana'], contentRange: 'products 0-3/4' });
      expect(inStock.answer).toEqual({ names: ['Atta', 'Atta 5kg', 'Chana'], contentRange: 'products 0-2/3' });
      expect(inStock.sql).not.toBe(all.sql);
    });

    it('answers a search of a word and one of a word and a number from SQL of their own', async () => {
      const word = await pageOf({ filter: { q: 'atta' } });
      const withNumber = await pageOf({ filter: { q: 'atta 5' } });
      expect(word.answer).toEqual({ names: ['Atta', 'Atta 5kg'], contentRange: 'products 0-1/2' });
      expect(withNumber.answer).toEqual({ names: ['Atta 5kg'], contentRange: 'products 0-0/1' });
      expect(withNumber.sql).not.toBe(word.sql);
    });

    it('answers each sort, by field and by direction, from SQL of its own', async () => {
      const sorts: [ListSort, string[]][] = [
        [
          ['name', 'ASC'],
          ['Atta', 'Atta 5kg', 'Besan', 'Chana'],
        ],
        [
          ['name', 'DESC'],
          ['Chana', 'Besan', 'Atta 5kg', 'Atta'],
        ],
        [
          ['discountedPrice', 'ASC'],
          ['Atta 5kg', 'Chana', 'Atta', 'Besan'],
        ],
      ];
      const pages = [];
      for (const [sort, names] of sorts) {
        const page = await pageOf({ sort });
        expect(page.answer).toEqual({ names, contentRange: 'products 0-3/4' });
        pages.push(page.sql);
      }
      expect(new Set(pages).size).toBe(sorts.length);
    });

    it('answers each range, by its first row and by its size, from SQL of its own', async () => {
      const ranges: [[number, number], string[], string][] = [
        [[0, 1], ['Atta', 'Atta 5kg'], 'products 0-1/4'],
        [[1, 2], ['Atta 5kg', 'Besan'], 'products 1-2/4'],
        [[0, 2], ['Atta', 'Atta 5kg', 'Besan'], 'products 0-2/4'],
      ];
      const pages = [];
      for (const [range, names, contentRange] of ranges) {
        const page = await pageOf({ range });
        expect(page.answer).toEqual({ names, contentRange });
        pages.push(page.sql);
      }
      expect(new Set(pages).size).toBe(ranges.length);
    });

    it('answers the products as customers and as the shopkeeper see them from SQL of their own', async () => {
      const asCustomer = await pageOf({ range: [0, 24] });
      const asShopkeeper = await pageOf({ range: [0, 24] }, shopkeeper, '/api/shopkeeper/products');
      const names = ['Atta', 'Atta 5kg', 'Besan', 'Chana'];
      expect(asCustomer.answer).toEqual({ names, contentRange: 'products 0-3/4' });
      expect(asShopkeeper.answer).toEqual({ names, contentRange: 'products 0-3/4' });
      expect(asShopkeeper.sql).not.toBe(asCustomer.sql);
    });
  });
});
