import { DataSource } from 'typeorm';
import { picture, PictureFormat, served, servedWebp } from '../../test/pictures';
import { signedInShopkeeperWithShop, ShopOwner } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, DEMO_DATA_TIMEOUT, TestApp } from '../../test/test-app';
import { DEMO_SHOPS } from '../setup/demo-data';

/** A square logo of one colour (`red` tells them apart), as a shop's designer would send it. */
const logo = (red: number, side = 800, format: PictureFormat = 'png') => picture(side, side, format, red);

const LOGO_URLS = {
  url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{32}\/large\.webp$/),
  thumbnailUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f]{32}\/thumbnail\.webp$/),
};

describe('shop logos', () => {
  let t: TestApp;
  let admin: Agent;
  let customer: Agent;
  let owner: ShopOwner;

  const uploadOwn = (bytes: Buffer, agent = owner.agent, filename = 'logo.png') =>
    agent.put('/api/shopkeeper/shop/logo').set('X-Requested-With', 'fetch').attach('file', bytes, filename);
  const uploadAsAdmin = (shopId: string, bytes: Buffer) =>
    admin.put(`/api/admin/shops/${shopId}/logo`).set('X-Requested-With', 'fetch').attach('file', bytes, 'logo.jpg');
  const logoRows = async (shopId: string): Promise<number> => {
    const [{ count }] = await t.app
      .get(DataSource)
      .query("SELECT COUNT(*)::int AS count FROM image WHERE owner_kind = 'shop' AND owner_id = $1", [shopId]);
    return count;
  };
  const ownLogo = async (agent = owner.agent) => (await agent.get('/api/shopkeeper/shop').expect(200)).body.logo;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signedIn('admin')).agent;
    customer = (await t.signedIn('customer')).agent;
  });
  beforeEach(async () => {
    owner = await signedInShopkeeperWithShop(t, admin);
  });
  afterAll(() => t.close());

  it('starts without a logo in every answer', async () => {
    expect(owner.shop).toMatchObject({ logo: null });
    expect(await ownLogo()).toBeNull();
    expect((await customer.get(`/api/customer/shops/${owner.shop.id}`).expect(200)).body.logo).toBeNull();
  });

  it("takes the shopkeeper's upload, re-encoded to WebP without metadata, and every audience's answer carries it", async () => {
    const res = await uploadOwn(await logo(200)).expect(200);
    expect(res.body).toMatchObject({ id: owner.shop.id, logo: LOGO_URLS });
    const { logo: urls } = res.body;

    expect((await servedWebp(t, urls.url)).size).toEqual([800, 800]);
    expect((await servedWebp(t, urls.thumbnailUrl)).size).toEqual([320, 320]);

    expect(await ownLogo()).toEqual(urls);
    expect((await admin.get(`/api/admin/shops/${owner.shop.id}`).expect(200)).body.logo).toEqual(urls);
    const adminList = await admin
      .get('/api/admin/shops')
      .query({ filter: JSON.stringify({ q: owner.shop.name }) })
      .expect(200);
    expect(adminList.body.find((shop: { id: string }) => shop.id === owner.shop.id).logo).toEqual(urls);
    expect((await customer.get(`/api/customer/shops/${owner.shop.id}`).expect(200)).body.logo).toEqual(urls);
    const discovered = await customer
      .get('/api/customer/shops')
      .query({ filter: JSON.stringify({ q: owner.shop.name }) })
      .expect(200);
    expect(discovered.body.find((shop: { id: string }) => shop.id === owner.shop.id).logo).toEqual(urls);
  });

  it('keeps one logo a shop: a new upload replaces the old, whose URLs then answer 404', async () => {
    const first = (await uploadOwn(await logo(10, 300, 'jpeg'), owner.agent, 'first.jpg').expect(200)).body.logo;
    const second = (await uploadOwn(await logo(250, 300, 'webp'), owner.agent, 'second.webp').expect(200)).body.logo;
    expect(second).toEqual(LOGO_URLS);
    expect(second.url).not.toBe(first.url);
    expect(await ownLogo()).toEqual(second);
    expect(await logoRows(owner.shop.id)).toBe(1);
    await served(t, first.url).expect(404);
    await served(t, first.thumbnailUrl).expect(404);
    await served(t, second.url).expect(200);
  });

  it('lets an admin upload, replace and remove the logo of any shop', async () => {
    const first = await uploadAsAdmin(owner.shop.id, await logo(120, 500, 'jpeg')).expect(200);
    expect(first.body).toMatchObject({ id: owner.shop.id, shopkeeperName: owner.user.name, logo: LOGO_URLS });
    const uploaded = await uploadAsAdmin(owner.shop.id, await logo(220, 500, 'jpeg')).expect(200);
    expect(uploaded.body.logo).not.toEqual(first.body.logo);
    expect(await ownLogo()).toEqual(uploaded.body.logo);
    expect(await logoRows(owner.shop.id)).toBe(1);

    const removed = await admin.delete(`/api/admin/shops/${owner.shop.id}/logo`).expect(200);
    expect(removed.body).toMatchObject({ id: owner.shop.id, logo: null });
    expect(await ownLogo()).toBeNull();
    expect(await logoRows(owner.shop.id)).toBe(0);
    await served(t, uploaded.body.logo.url).expect(404);

    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound = await uploadAsAdmin(missing, await logo(1, 64)).expect(404);
    expect(notFound.body.message).toBe('Shop not found');
    await admin.delete(`/api/admin/shops/${missing}/logo`).expect(404);
    await admin.delete('/api/admin/shops/not-an-id/logo').expect(400);
  });

  it('removes the shopkeeper’s own logo, and answers the same when there is none left', async () => {
    const { logo: urls } = (await uploadOwn(await logo(90)).expect(200)).body;
    const removed = await owner.agent.delete('/api/shopkeeper/shop/logo').expect(200);
    expect(removed.body).toMatchObject({ id: owner.shop.id, logo: null });
    expect((await customer.get(`/api/customer/shops/${owner.shop.id}`).expect(200)).body.logo).toBeNull();
    await served(t, urls.thumbnailUrl).expect(404);
    const again = await owner.agent.delete('/api/shopkeeper/shop/logo').expect(200);
    expect(again.body.logo).toBeNull();
  });

  it('records each change of the logo in the audit trail, by whoever made it; a refused upload and a removal of none leave no row', async () => {
    const trail = async () =>
      (
        await admin
          .get('/api/admin/audit-log')
          .query({ filter: JSON.stringify({ entityId: owner.shop.id }), sort: JSON.stringify(['at', 'ASC']) })
          .expect(200)
      ).body.filter((entry: { action: string }) => entry.action === 'shop.updated');
    const { logo: first } = (await uploadOwn(await logo(70)).expect(200)).body;
    await uploadOwn(Buffer.from('not a picture'), owner.agent, 'logo.png').expect(415);
    const { logo: second } = (await uploadAsAdmin(owner.shop.id, await logo(71, 300, 'jpeg')).expect(200)).body;
    await owner.agent.delete('/api/shopkeeper/shop/logo').expect(200);
    await owner.agent.delete('/api/shopkeeper/shop/logo').expect(200);
    const logoOf = (entry: { before: { logo: unknown }; after: { logo: unknown } }) => [entry.before, entry.after];
    const entries = await trail();
    expect(entries.map((entry: { actorRole: string }) => entry.actorRole)).toEqual([
      'shopkeeper',
      'admin',
      'shopkeeper',
    ]);
    expect(entries.map(logoOf)).toEqual([
      [{ logo: null }, { logo: first }],
      [{ logo: first }, { logo: second }],
      [{ logo: second }, { logo: null }],
    ]);
  });

  it('refuses a renamed text file (415), 6 MB (413), no file (400) and a form post (415), keeping the logo', async () => {
    const { logo: urls } = (await uploadOwn(await logo(60)).expect(200)).body;

    const text = await uploadOwn(Buffer.from('name,price\nAtta,265\n'), owner.agent, 'logo.png').expect(415);
    expect(text.body.message).toBe('Upload a JPEG, PNG or WebP image.');
    const huge = await uploadOwn(Buffer.alloc(6 * 1024 * 1024, 0xff), owner.agent, 'huge.jpg').expect(413);
    expect(huge.body.message).toBe('File too large');
    const empty = await owner.agent
      .put('/api/shopkeeper/shop/logo')
      .set('X-Requested-With', 'fetch')
      .field('name', 'x')
      .expect(400);
    expect(empty.body.message).toBe('Send the image as the multipart field file');
    const form = await owner.agent.put('/api/shopkeeper/shop/logo').attach('file', await logo(61, 64), 'logo.png');
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('Send a file upload with an X-Requested-With header');
    await admin
      .put(`/api/admin/shops/${owner.shop.id}/logo`)
      .set('X-Requested-With', 'fetch')
      .attach('file', Buffer.from('<html></html>'), 'logo.webp')
      .expect(415);

    expect(await ownLogo()).toEqual(urls);
    expect(await logoRows(owner.shop.id)).toBe(1);
  });

  it("lets no other shopkeeper, customer or shopkeeper without a shop touch a shop's logo", async () => {
    const { logo: urls } = (await uploadOwn(await logo(30)).expect(200)).body;
    const other = await signedInShopkeeperWithShop(t, admin);

    // The shopkeeper routes name no shop: another shopkeeper's upload and delete reach their own.
    const theirs = await uploadOwn(await logo(31), other.agent).expect(200);
    expect(theirs.body.id).toBe(other.shop.id);
    await other.agent.delete('/api/shopkeeper/shop/logo').expect(200);
    await other.agent.put(`/api/admin/shops/${owner.shop.id}/logo`).set('X-Requested-With', 'fetch').expect(403);
    await other.agent.delete(`/api/admin/shops/${owner.shop.id}/logo`).expect(403);

    await uploadOwn(await logo(32), customer).expect(403);
    await customer.delete('/api/shopkeeper/shop/logo').expect(403);
    await customer.delete(`/api/admin/shops/${owner.shop.id}/logo`).expect(403);
    await t.anonymous().delete('/api/shopkeeper/shop/logo').expect(401);

    const { agent: withoutShop } = await t.signedIn('shopkeeper');
    const notSetUp = await uploadOwn(await logo(33), withoutShop).expect(404);
    expect(notSetUp.body.message).toBe('Shop not set up yet');
    await withoutShop.delete('/api/shopkeeper/shop/logo').expect(404);

    expect(await ownLogo()).toEqual(urls);
  });
});

describe('demo shop logos', () => {
  it(
    'gives every demo shop a generated logo',
    async () => {
      const t = await createTestApp({ demoData: true });
      try {
        const { agent: customer } = await t.signedIn('customer');
        const shops = (await customer.get('/api/customer/shops').expect(200)).body as { name: string; logo: unknown }[];
        const demoNames = DEMO_SHOPS.map((demo) => demo.shop.name);
        const demoShops = shops.filter((shop) => demoNames.includes(shop.name));
        expect(demoShops).toHaveLength(DEMO_SHOPS.length);
        for (const shop of demoShops) expect(shop.logo).toEqual(LOGO_URLS);
      } finally {
        await t.close();
      }
    },
    DEMO_DATA_TIMEOUT,
  );
});
