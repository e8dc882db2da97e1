import { DataSource } from 'typeorm';
import {
  catalogueFixtures,
  shopOnboarding,
  signedInShopkeeperWithShop,
  ShopOwner,
  validProduct,
} from '../../test/catalogue-fixtures';
import { placeOrder } from '../../test/order-fixtures';
import { Agent, createTestApp, TestApp, TestUser } from '../../test/test-app';
import { Clock } from '../common/clock';

interface AuditRow {
  action: string;
  actorId: string;
  actorRole: string;
  actorName: string;
  actorUsername: string;
  entityType: string;
  entityId: string;
  entityName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('the audit trail', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Agent;
  let adminUser: TestUser;

  /** The trail of one record as the admin reads it, oldest first. */
  const trailOf = async (entityId: string): Promise<AuditRow[]> => {
    const res = await admin
      .get('/api/admin/audit-log')
      .query({ filter: JSON.stringify({ entityId }), sort: JSON.stringify(['at', 'ASC']) })
      .expect(200);
    return res.body;
  };
  const auditRowCount = async () => Number((await db.query('SELECT COUNT(*) AS n FROM audit_log'))[0].n);
  const byAdmin = () => ({
    actorId: adminUser.id,
    actorRole: 'admin',
    actorName: adminUser.name,
    actorUsername: adminUser.username,
  });
  const shopOwner = (overrides: Record<string, unknown> = {}) => signedInShopkeeperWithShop(t, admin, overrides);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    ({ agent: admin, user: adminUser } = await t.signedIn('admin'));
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  describe('admin actions on shops', () => {
    it('records onboarding with the whole shop, an edit with the changed fields only, and the delete', async () => {
      const fields = shopOnboarding();
      const shop = (await admin.post('/api/admin/shops').send(fields).expect(201)).body;
      await admin.put(`/api/admin/shops/${shop.id}`).send({ phone: '+91 141 999 0000', isActive: false }).expect(200);
      // Sending back what the shop already has changes nothing, and records nothing.
      await admin.put(`/api/admin/shops/${shop.id}`).send({ phone: '+91 141 999 0000', isActive: false }).expect(200);
      await admin.delete(`/api/admin/shops/${shop.id}`).expect(200);

      const [onboarded, updated, deleted, ...more] = await trailOf(shop.id);
      expect(more).toEqual([]);
      expect(onboarded).toMatchObject({
        ...byAdmin(),
        action: 'shop.onboarded',
        entityType: 'shop',
        entityId: shop.id,
        entityName: fields.name,
        before: null,
        after: {
          name: fields.name,
          email: fields.email,
          phone: '+91 141 256 7890',
          gstNumber: fields.gstNumber,
          isActive: true,
          minimumOrder: null,
          openingHours: [],
          shopkeeperId: shop.shopkeeperId,
          shopkeeperUsername: fields.shopkeeperUsername,
        },
      });
      expect(updated).toMatchObject({ ...byAdmin(), action: 'shop.updated', entityName: fields.name });
      expect(updated.before).toEqual({ phone: '+91 141 256 7890', isActive: true });
      expect(updated.after).toEqual({ phone: '+91 141 999 0000', isActive: false });
      expect(deleted).toMatchObject({ ...byAdmin(), action: 'shop.deleted', after: null });
      expect(deleted.before).toMatchObject({ name: fields.name, phone: '+91 141 999 0000', isActive: false });
    });

    it('records no onboarding that failed', async () => {
      const before = await auditRowCount();
      const customer = await t.createUser('customer');
      await admin
        .post('/api/admin/shops')
        .send(shopOnboarding({ shopkeeperUsername: customer.username }))
        .expect(409);
      expect(await auditRowCount()).toBe(before);
    });
  });

  describe("shopkeepers' changes", () => {
    let owner: ShopOwner;
    let categoryId: string;

    beforeEach(async () => {
      owner = await shopOwner();
      categoryId = (await owner.agent.post('/api/shopkeeper/categories').send({ name: 'Groceries' }).expect(201)).body
        .id;
    });

    it('records an edit of their shop as theirs, money as the API writes it', async () => {
      await owner.agent.put('/api/shopkeeper/shop').send({ minimumOrder: 199, preparationMinutes: 30 }).expect(200);
      const [, edit] = await trailOf(owner.shop.id);
      expect(edit).toMatchObject({
        actorId: owner.user.id,
        actorRole: 'shopkeeper',
        actorName: owner.user.name,
        actorUsername: owner.user.username,
        action: 'shop.updated',
      });
      expect(edit.before).toEqual({ minimumOrder: null, preparationMinutes: 20 });
      expect(edit.after).toEqual({ minimumOrder: '199.00', preparationMinutes: 30 });
    });

    it('records a product created, its price changed and it deleted', async () => {
      const products = '/api/shopkeeper/products';
      const product = (await owner.agent.post(products).send(validProduct(categoryId)).expect(201)).body;
      await owner.agent
        .put(`${products}/${product.id}`)
        .send({ originalPrice: '300.00', discountedPrice: 279.5 })
        .expect(200);
      await owner.agent.delete(`${products}/${product.id}`).expect(200);

      const [created, updated, deleted] = await trailOf(product.id);
      expect(created).toMatchObject({
        actorId: owner.user.id,
        action: 'product.created',
        entityType: 'product',
        entityName: 'Aashirvaad Atta',
        before: null,
        after: {
          name: 'Aashirvaad Atta',
          categoryName: 'Groceries',
          originalPrice: '280.00',
          discountedPrice: '265.00',
          gstPercentage: '5.00',
          isInStock: true,
          stockQuantity: null,
        },
      });
      expect(updated).toMatchObject({
        action: 'product.updated',
        before: { originalPrice: '280.00', discountedPrice: '265.00' },
        after: { originalPrice: '300.00', discountedPrice: '279.50' },
      });
      expect(Object.keys(updated.after!).sort()).toEqual(['discountedPrice', 'originalPrice']);
      expect(deleted).toMatchObject({ action: 'product.deleted', after: null, before: { originalPrice: '300.00' } });
    });

    it('records stock switched and counted through an edit, and adjusted with + and -', async () => {
      const products = '/api/shopkeeper/products';
      const product = (await owner.agent.post(products).send(validProduct(categoryId)).expect(201)).body;
      await owner.agent.put(`${products}/${product.id}`).send({ isInStock: false }).expect(200);
      await owner.agent.put(`${products}/${product.id}`).send({ isInStock: true, stockQuantity: 5 }).expect(200);
      await owner.agent.post(`${products}/${product.id}/stock-adjustments`).send({ by: 3 }).expect(200);
      await owner.agent.post(`${products}/${product.id}/stock-adjustments`).send({ by: -8 }).expect(200);

      const [, switchedOff, counted, added, taken] = await trailOf(product.id);
      expect([switchedOff.before, switchedOff.after]).toEqual([{ isInStock: true }, { isInStock: false }]);
      expect([counted.before, counted.after]).toEqual([
        { isInStock: false, stockQuantity: null },
        { isInStock: true, stockQuantity: 5 },
      ]);
      expect(added).toMatchObject({
        actorId: owner.user.id,
        action: 'product.stock-adjusted',
        entityName: 'Aashirvaad Atta',
        before: { stockQuantity: 5 },
        after: { stockQuantity: 8 },
      });
      expect(taken).toMatchObject({ before: { stockQuantity: 8 }, after: { stockQuantity: 0 } });
    });

    it('records each product a CSV import creates or changes, and none it leaves as it was', async () => {
      const products = '/api/shopkeeper/products';
      const atta = (
        await owner.agent
          .post(products)
          .send(validProduct(categoryId, { sku: 'ATTA-5' }))
          .expect(201)
      ).body;
      const salt = (
        await owner.agent
          .post(products)
          .send(validProduct(categoryId, { sku: 'SALT-1', name: 'Tata Salt' }))
          .expect(201)
      ).body;
      const csv = [
        'sku,name,category,description,weight,originalPrice,discountedPrice,gstPercentage,gstIncluded,isInStock,stockQuantity',
        'ATTA-5,Aashirvaad Atta,Groceries,Whole wheat flour,5kg,290,275,5,yes,yes,40',
        'SALT-1,Tata Salt,Groceries,Whole wheat flour,5kg,280,265,5,yes,yes,',
        'DAL-1,Toor Dal,Pulses,,1kg,160,150,5,yes,yes,',
      ].join('\n');
      const res = await owner.agent
        .post(`${products}/csv?commit=true`)
        .set('X-Requested-With', 'fetch')
        .attach('file', Buffer.from(csv), 'products.csv')
        .expect(200);
      expect(res.body).toMatchObject({ created: 1, updated: 2, committed: true });

      const [, attaImported] = await trailOf(atta.id);
      expect(attaImported).toMatchObject({ actorId: owner.user.id, action: 'product.imported' });
      expect(attaImported.before).toEqual({ originalPrice: '280.00', discountedPrice: '265.00', stockQuantity: null });
      expect(attaImported.after).toEqual({ originalPrice: '290.00', discountedPrice: '275.00', stockQuantity: 40 });
      expect(await trailOf(salt.id)).toHaveLength(1);
      const imported = await admin
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify({ actorId: owner.user.id, action: 'product.imported' }) })
        .expect(200);
      expect(imported.body.map((row: AuditRow) => row.entityName).sort()).toEqual(['Aashirvaad Atta', 'Toor Dal']);
      const dal = imported.body.find((row: AuditRow) => row.entityName === 'Toor Dal');
      expect(dal).toMatchObject({ before: null, after: { categoryName: 'Pulses', discountedPrice: '150.00' } });
    });
  });

  describe("the admin's status override", () => {
    it('records the override with its reason; the shop moving its own orders and checkout taking stock are no entries', async () => {
      const fixtures = catalogueFixtures(t);
      const keeper = await t.signedIn('shopkeeper');
      const { shop } = await fixtures.createShop({}, keeper.user);
      const product = await fixtures.createProduct(shop.id, { stockQuantity: 10 });
      const customer = (await t.signedIn('customer')).agent;
      const order = await placeOrder(customer, [{ productId: product.id, quantity: 2 }]);
      await keeper.agent.put(`/api/shopkeeper/orders/${order.id}`).send({ status: 'confirmed' }).expect(200);
      await admin
        .put(`/api/admin/orders/${order.id}`)
        .send({ status: 'complete', reason: 'Customer confirmed by phone' })
        .expect(200);
      // The same status again changes nothing.
      await admin.put(`/api/admin/orders/${order.id}`).send({ status: 'complete' }).expect(200);

      expect(await trailOf(order.id)).toEqual([
        expect.objectContaining({
          ...byAdmin(),
          action: 'order.status-overridden',
          entityType: 'order',
          entityName: null,
          before: { status: 'confirmed', reason: null },
          after: { status: 'complete', reason: 'Customer confirmed by phone' },
        }),
      ]);
      expect(await trailOf(product.id)).toEqual([]);
    });
  });

  describe('written and rolled back with the change', () => {
    const refusePhone = async (phone: string) => {
      await db.query(`
        CREATE FUNCTION refuse_phone() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'not this phone'; END $$`);
      // Checked at COMMIT: after the shop's row and its audit row are both written.
      await db.query(
        `CREATE CONSTRAINT TRIGGER refuse_phone AFTER UPDATE ON shops DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW WHEN (NEW.phone = '${phone}') EXECUTE FUNCTION refuse_phone()`,
      );
    };
    const allowPhones = async () => {
      await db.query('DROP TRIGGER IF EXISTS refuse_phone ON shops');
      await db.query('DROP FUNCTION IF EXISTS refuse_phone');
    };

    it('leaves no audit row of a shop edit refused when it commits, and the shop as it was', async () => {
      const { shop } = await shopOwner();
      await refusePhone('+91 141 000 1111');
      try {
        await admin.put(`/api/admin/shops/${shop.id}`).send({ phone: '+91 141 000 1111' }).expect(500);
      } finally {
        await allowPhones();
      }
      expect((await admin.get(`/api/admin/shops/${shop.id}`).expect(200)).body.phone).toBe('+91 141 256 7890');
      expect((await trailOf(shop.id)).map((row) => row.action)).toEqual(['shop.onboarded']);
    });

    it('leaves the shop as it was when its audit row cannot be written', async () => {
      const owner = await shopOwner();
      await db.query(`
        CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'no audit today'; END $$`);
      await db.query(
        'CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()',
      );
      try {
        await owner.agent.put('/api/shopkeeper/shop').send({ phone: '+91 141 000 2222' }).expect(500);
      } finally {
        await db.query('DROP TRIGGER refuse_audit ON audit_log');
        await db.query('DROP FUNCTION refuse_audit');
      }
      expect((await owner.agent.get('/api/shopkeeper/shop').expect(200)).body.phone).toBe('+91 141 256 7890');
    });

    it('records no stock adjustment refused with 409', async () => {
      const owner = await shopOwner();
      const categoryId = (await owner.agent.post('/api/shopkeeper/categories').send({ name: 'Dairy' }).expect(201)).body
        .id;
      const product = (
        await owner.agent
          .post('/api/shopkeeper/products')
          .send(validProduct(categoryId, { stockQuantity: 2 }))
          .expect(201)
      ).body;
      const res = await owner.agent
        .post(`/api/shopkeeper/products/${product.id}/stock-adjustments`)
        .send({ by: -3 })
        .expect(409);
      expect(res.body.message).toBe('Aashirvaad Atta has 2 left: a stock count cannot go below 0.');
      expect((await trailOf(product.id)).map((row) => row.action)).toEqual(['product.created']);
    });
  });

  describe('append-only', () => {
    it('refuses UPDATE, DELETE and TRUNCATE of the trail in the database itself', async () => {
      await shopOwner();
      const count = await auditRowCount();
      expect(count).toBeGreaterThan(0);
      for (const sql of [
        "UPDATE audit_log SET action = 'shop.updated'",
        'UPDATE audit_log SET before = NULL WHERE id = (SELECT id FROM audit_log LIMIT 1)',
        'DELETE FROM audit_log',
        'TRUNCATE audit_log',
      ]) {
        await expect(db.query(sql)).rejects.toThrow(/audit_log is append-only/);
      }
      expect(await auditRowCount()).toBe(count);
    });

    it('offers no route that writes, changes or deletes an entry', async () => {
      const [entry] = (await admin.get('/api/admin/audit-log?range=[0,0]').expect(200)).body;
      await admin.post('/api/admin/audit-log').send({ action: 'shop.deleted' }).expect(404);
      await admin.put(`/api/admin/audit-log/${entry.id}`).send({ action: 'shop.deleted' }).expect(404);
      await admin.patch(`/api/admin/audit-log/${entry.id}`).send({ action: 'shop.deleted' }).expect(404);
      await admin.delete(`/api/admin/audit-log/${entry.id}`).expect(404);
      await admin.get(`/api/admin/audit-log/${entry.id}`).expect(404);
    });

    it('is for admins only', async () => {
      await t.anonymous().get('/api/admin/audit-log').expect(401);
      for (const role of ['shopkeeper', 'customer'] as const) {
        await (await t.signedIn(role)).agent.get('/api/admin/audit-log').expect(403);
      }
    });
  });

  describe('reading: GET /api/admin/audit-log', () => {
    let owner: ShopOwner;
    let otherAdmin: { user: TestUser; agent: Agent };
    const list = (filter: object, extra: Record<string, string> = {}) =>
      admin.get('/api/admin/audit-log').query({ filter: JSON.stringify(filter), ...extra });
    const idsOf = (rows: AuditRow[]) => rows.map((row) => `${row.action} ${row.entityName}`);

    beforeAll(async () => {
      otherAdmin = await t.signedIn('admin');
      const clock = t.app.get(Clock);
      // 20:00 UTC is 01:30 the next day in India: the days of the filter are India's.
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-09T20:00:00Z'));
      owner = await signedInShopkeeperWithShop(t, otherAdmin.agent, { name: 'Audit Kirana' });
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-11T06:00:00Z'));
      await otherAdmin.agent.put(`/api/admin/shops/${owner.shop.id}`).send({ phone: '+91 141 444 5555' }).expect(200);
      jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-12T06:00:00Z'));
      await owner.agent.put('/api/shopkeeper/shop').send({ preparationMinutes: 45 }).expect(200);
      jest.restoreAllMocks();
    });

    it('answers newest first with Content-Range, and pages', async () => {
      const res = await list({ entityId: owner.shop.id }).expect(200);
      expect(idsOf(res.body)).toEqual([
        'shop.updated Audit Kirana',
        'shop.updated Audit Kirana',
        'shop.onboarded Audit Kirana',
      ]);
      expect(res.body.map((row: AuditRow) => row.actorRole)).toEqual(['shopkeeper', 'admin', 'admin']);
      expect(res.headers['content-range']).toBe('audit-log 0-2/3');
      const page = await list({ entityId: owner.shop.id }, { range: '[1,1]' }).expect(200);
      expect(page.headers['content-range']).toBe('audit-log 1-1/3');
      expect(page.body[0].actorId).toBe(otherAdmin.user.id);
      expect(page.body[0].at).toBe('2026-03-11T06:00:00.000Z');
    });

    it('filters by actor, role, action, entity type and id, days in India, and searches names', async () => {
      const actions = async (filter: object) =>
        (await list({ entityId: owner.shop.id, ...filter }).expect(200)).body.map((row: AuditRow) => row.action);
      expect(await actions({ actorId: otherAdmin.user.id })).toEqual(['shop.updated', 'shop.onboarded']);
      expect(await actions({ actorRole: 'shopkeeper' })).toEqual(['shop.updated']);
      expect(await actions({ action: 'shop.onboarded' })).toEqual(['shop.onboarded']);
      expect(await actions({ entityType: 'product' })).toEqual([]);
      expect(await actions({ from: '2026-03-10', to: '2026-03-10' })).toEqual(['shop.onboarded']);
      expect(await actions({ to: '2026-03-09' })).toEqual([]);
      expect(await actions({ from: '2026-03-11' })).toEqual(['shop.updated', 'shop.updated']);
      expect(await actions({ from: '2026-03-11', to: '2026-03-11' })).toEqual(['shop.updated']);
      const byAdminName = await list({ q: otherAdmin.user.name, entityType: 'shop' }).expect(200);
      expect(idsOf(byAdminName.body)).toEqual(['shop.updated Audit Kirana', 'shop.onboarded Audit Kirana']);
    });

    it.each([
      ['an actorId that is no id', { actorId: 'me' }, 'filter.actorId must be an id'],
      ['an entityId that is a number', { entityId: 12 }, 'filter.entityId must be an id'],
      ['an unknown action', { action: 'shop.burned' }, 'filter.action must be one of'],
      ['an unknown entity type', { entityType: 'warehouse' }, 'filter.entityType must be one of'],
      ['an unknown role', { actorRole: 'root' }, 'filter.actorRole must be one of'],
      ['a day that does not exist', { from: '2026-02-30' }, 'filter.from must be a day, YYYY-MM-DD'],
      ['a time instead of a day', { to: '2026-03-10T10:00:00Z' }, 'filter.to must be a day, YYYY-MM-DD'],
      ['a day as a number', { from: 20260310 }, 'filter.from must be a day, YYYY-MM-DD'],
      ['from after to', { from: '2026-03-11', to: '2026-03-10' }, 'filter.from must not be after filter.to'],
      ['a field the list does not have', { colour: 'red' }, 'filter.colour is not a field of this list'],
      ['__proto__', JSON.parse('{"__proto__":{"action":"x"}}'), 'filter.__proto__ is not a field of this list'],
    ])('refuses %s with 400', async (_what, filter, message) => {
      const res = await list(filter).expect(400);
      expect(res.body.message).toContain(message);
    });

    it('refuses a sort by a field it does not offer with 400', async () => {
      await admin.get('/api/admin/audit-log').query({ sort: '["before","ASC"]' }).expect(400);
    });
  });
});
