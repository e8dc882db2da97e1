import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, IncomingHttpHeaders } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Controller, Get, Module, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/roles.decorator';
import { sessionCookieOf } from '../../test/event-stream-client';
import { ShopOwner, signedInShopkeeperWithShop, validProduct } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { webAppRoutePatterns, webAppRoutePreloads } from '../../test/web-dist';
import { ROUTE_PRELOADS_FILE, WEB_APP_ROUTES_FILE } from '../web-app-routes';

const ASSET = '/assets/app-5f3a9c.js';
const ASSET_SOURCE = `console.log(${JSON.stringify('Mohalla '.repeat(400))});\n`;
const SERVICE_WORKER_SOURCE = "self.addEventListener('fetch', () => {});\n";
const WEB_APP_MANIFEST = JSON.stringify({ name: 'Mohalla', start_url: '/', display: 'standalone' });
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Mohalla</title>' +
  '<script type="application/json" id="session"></script></head>' +
  `<body><div id="root"></div><noscript>${'Mohalla needs JavaScript. '.repeat(50)}</noscript></body></html>`;

/**
 * A built web app of its own: index.html with its session block, one asset (every page's) with its .br and
 * .gz copies, the service worker and the web app manifest.
 */
async function createCompressedWebDist(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-web-delivery-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, WEB_APP_ROUTES_FILE), JSON.stringify(await webAppRoutePatterns()));
  writeFileSync(join(dir, ROUTE_PRELOADS_FILE), await webAppRoutePreloads(ASSET));
  writeFileSync(join(dir, ASSET), ASSET_SOURCE);
  writeFileSync(join(dir, `${ASSET}.br`), brotliCompressSync(ASSET_SOURCE));
  writeFileSync(join(dir, `${ASSET}.gz`), gzipSync(ASSET_SOURCE));
  writeFileSync(join(dir, 'sw.js'), SERVICE_WORKER_SOURCE);
  writeFileSync(join(dir, 'manifest.webmanifest'), WEB_APP_MANIFEST);
  return dir;
}

/** An event stream longer than the compression threshold: it must reach the client as written. */
@Controller('test-events')
class EventStreamController {
  @Get()
  @Public()
  stream(@Res() res: Response): void {
    res.setHeader('Content-Type', 'text/event-stream');
    res.write(`data: ${'x'.repeat(4096)}\n\n`);
    res.end();
  }
}

@Module({ controllers: [EventStreamController] })
class EventStreamModule {}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('web delivery', () => {
  let t: TestApp;
  let webDistDir: string;
  let origin: string;
  let customer: Agent;
  let owner: ShopOwner;
  let productId: string;
  let cookie: string;

  /** The answer as it came over the wire, still compressed: supertest would decode it. */
  const raw = (path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { headers: { Cookie: cookie, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject).end();
    });

  const productsPath = () => `/api/customer/shops/${owner.shop.id}/products`;

  beforeAll(async () => {
    webDistDir = await createCompressedWebDist();
    t = await createTestApp({ webDistDir }, { testModules: [EventStreamModule] });
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const { agent: admin } = await t.signedIn('admin');
    owner = await signedInShopkeeperWithShop(t, admin);
    const category = (await owner.agent.post('/api/shopkeeper/categories').send({ name: 'Groceries' }).expect(201))
      .body;
    for (const name of ['Aashirvaad Atta', 'Amul Butter', 'Basmati Rice', 'Tata Salt', 'Toor Dal']) {
      const product = await owner.agent.post('/api/shopkeeper/products').send(validProduct(category.id, { name }));
      productId = product.body.id;
    }
    const signedIn = await t.signedIn('customer', { name: 'Priya </script><script>alert(1)</script>' });
    customer = signedIn.agent;
    const { username, password } = signedIn.user;
    const login = await t.anonymous().post('/api/login').send({ username, password }).expect(200);
    cookie = sessionCookieOf(login.headers['set-cookie']);
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  describe('catalogue reads', () => {
    it.each([
      ['the shops', () => '/api/customer/shops'],
      ['a shop', () => `/api/customer/shops/${owner.shop.id}`],
      ["a shop's products", productsPath],
    ])('answer %s with an ETag, kept by the browser only and checked again on each use', async (_name, path) => {
      const answer = await customer.get(path()).expect(200);
      expect(answer.headers.etag).toMatch(/^W\/".+"$/);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    });

    it('answer 304 without a body while the catalogue is unchanged, and 200 with the change after it', async () => {
      const first = await customer.get(productsPath()).expect(200);
      const unchanged = await customer.get(productsPath()).set('If-None-Match', first.headers.etag).expect(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers.etag).toBe(first.headers.etag);

      await owner.agent.put(`/api/shopkeeper/products/${productId}`).send({ discountedPrice: 199 }).expect(200);

      const changed = await customer.get(productsPath()).set('If-None-Match', first.headers.etag).expect(200);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      expect(changed.body.find((p: { id: string }) => p.id === productId).discountedPrice).toBe('199.00');
    });

    it('leave every other API answer to no-store', async () => {
      const cart = await customer.get('/api/customer/cart').expect(200);
      expect(cart.headers['cache-control']).toBe('no-store');
    });
  });

  describe('compression', () => {
    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ])(
      'sends the JSON of a catalogue read as %s when the client accepts it, the same JSON once decoded',
      async (encoding, decode) => {
        const plain = await raw(productsPath(), { 'Accept-Encoding': 'identity' });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.length).toBeGreaterThan(1024);

        const compressed = await raw(productsPath(), { 'Accept-Encoding': encoding });
        expect(compressed.status).toBe(200);
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
        expect(compressed.body.length).toBeLessThan(plain.body.length);
        expect(JSON.parse(decode(compressed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
      },
    );

    it('leaves answers under 1 KB as they are', async () => {
      const me = await raw('/api/user', { 'Accept-Encoding': 'br, gzip' });
      expect(me.status).toBe(200);
      expect(me.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(me.body.toString())).toMatchObject({ role: 'customer' });
    });

    it('never compresses an event stream, whose events must not wait in a buffer', async () => {
      const events = await raw('/api/test-events', { 'Accept-Encoding': 'br, gzip' });
      expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(events.headers['content-encoding']).toBeUndefined();
      expect(events.body.toString()).toBe(`data: ${'x'.repeat(4096)}\n\n`);
    });
  });

  describe('the built web app', () => {
    it.each([
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0.5, gzip', 'br', brotliDecompressSync],
    ])('sends the precompressed copy of an asset to a client accepting %s', async (accepted, encoding, decode) => {
      const asset = await raw(ASSET, { 'Accept-Encoding': accepted });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(asset.headers.vary).toMatch(/Accept-Encoding/i);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(asset.body).toString()).toBe(ASSET_SOURCE);
    });

    it('sends an asset as it is to a client that accepts no compression, without touching the session', async () => {
      const asset = await raw(ASSET);
      expect(asset.headers['content-encoding']).toBeUndefined();
      expect(asset.body.toString()).toBe(ASSET_SOURCE);
      expect(asset.headers['set-cookie']).toBeUndefined();
    });

    it('sends the service worker to be checked again on each use: a kept copy would hold back the next version', async () => {
      const worker = await raw('/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.body.toString()).toBe(SERVICE_WORKER_SOURCE);
    });

    it('sends the web app manifest as application/manifest+json, checked again on each use', async () => {
      const manifest = await raw('/manifest.webmanifest');
      expect(manifest.status).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.body.toString()).toBe(WEB_APP_MANIFEST);
    });

    it("puts null in a visitor's page, which may be kept and checked again", async () => {
      const page = await t.anonymous().get('/').expect(200);
      expect(page.text).toContain('<script type="application/json" id="session">null</script>');
      expect(page.headers['cache-control']).toBe('no-cache');
    });

    const sessionBlockIn = (html: string) =>
      /<script type="application\/json" id="session">(.*?)<\/script>/.exec(html)![1];

    it("puts the signed-in user's account in the page, safe as JSON, and no cache keeps it", async () => {
      const page = await customer.get('/customer/cart').expect(200);
      const block = sessionBlockIn(page.text);
      expect(block).not.toContain('<');
      const me = await customer.get('/api/user').expect(200);
      expect(JSON.parse(block)).toEqual(me.body);
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it("carries a name with what a replacement string reads as patterns ($$, $&, $', $`) as it is", async () => {
      const { agent } = await t.signedIn('customer', { name: "Asha $$& $' $`" });
      const page = await agent.get('/customer/cart').expect(200);
      const block = sessionBlockIn(page.text);
      const me = await agent.get('/api/user').expect(200);
      expect(JSON.parse(block)).toEqual(me.body);
      expect(me.body.name).toBe("Asha $$& $' $`");
      expect(page.text.replace(block, '').replace(/<link [^>]*>/g, '')).toBe(INDEX_HTML);
    });

    describe("preloads, in a page's head", () => {
      const preloadsIn = (html: string) => ({
        modules: [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]*)">/g)].map(
          ([, href]) => href,
        ),
        reads: [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]*)">/g)].map(
          ([, href]) => href,
        ),
        inHead: /<link rel="preload[^<]*<\/head>/.test(html),
      });

      it("name the chunks of the route's page and, for its customer, the reads it starts with", async () => {
        const shopId = owner.shop.id;
        const page = await customer.get(`/customer/shops/${shopId}/products`).expect(200);
        expect(preloadsIn(page.text)).toEqual({
          modules: [ASSET],
          reads: ['/api/customer/cart', `/api/customer/shops/${shopId}`, `/api/customer/shops/${shopId}/products`],
          inHead: true,
        });
        expect(preloadsIn((await customer.get('/customer/orders').expect(200)).text).reads).toEqual([
          '/api/customer/cart',
          '/api/customer/orders',
        ]);
      });

      it("name only the cart's read on a page without chunks of its own, and nothing on an unknown path", async () => {
        expect(preloadsIn((await customer.get('/').expect(200)).text)).toEqual({
          modules: [],
          reads: ['/api/customer/cart'],
          inHead: true,
        });
        expect(preloadsIn((await customer.get('/customer/nope/deeper').expect(404)).text).modules).toEqual([]);
      });

      it('name no read for a visitor or another role, who would only be refused it', async () => {
        const { agent: shopkeeper } = await t.signedIn('shopkeeper');
        for (const agent of [t.anonymous(), shopkeeper]) {
          const page = await agent.get(`/customer/shops/${owner.shop.id}/products`).expect(200);
          expect(preloadsIn(page.text)).toMatchObject({ modules: [ASSET], reads: [] });
        }
      });

      it("name, for the shop's shopkeeper, the reads of the back office's page: its profile, the desk's lists and the page's list", async () => {
        const shopkeeper = owner.agent;
        const desk = [
          '/api/shopkeeper/shopkeeper-profile',
          `/api/shopkeeper/orders?filter=${encodeURIComponent('{"status":"pending"}')}&range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["createdAt","ASC"]')}`,
          `/api/shopkeeper/orders?filter=${encodeURIComponent('{"paymentMethod":"upi","paymentStatus":"unpaid"}')}&range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["createdAt","ASC"]')}`,
        ];
        const firstPage = (resource: string, perPage: number, sort: string) =>
          `/api/shopkeeper/${resource}?filter=${encodeURIComponent('{}')}&range=${encodeURIComponent(`[0,${perPage - 1}]`)}&sort=${encodeURIComponent(sort)}`;
        const readsOf = async (path: string) =>
          preloadsIn((await shopkeeper.get(path).expect(200)).text).reads.map((href) => href.replace(/&amp;/g, '&'));
        const ordersPage = await shopkeeper.get('/shopkeeper/orders').expect(200);
        expect(ordersPage.text).not.toMatch(/href="[^"]*&(?!amp;)[^"]*"/);
        expect(await readsOf('/shopkeeper/orders')).toEqual([...desk, firstPage('orders', 10, '["createdAt","DESC"]')]);
        expect(await readsOf('/shopkeeper/products')).toEqual([
          ...desk,
          firstPage('categories', 1000, '["name","ASC"]'),
          firstPage('products', 24, '["name","ASC"]'),
        ]);
        expect(await readsOf('/shopkeeper/ledger')).toEqual(desk);
        for (const read of [...desk, firstPage('orders', 10, '["createdAt","DESC"]')]) {
          await shopkeeper.get(read).expect(200);
        }
        for (const agent of [t.anonymous(), customer]) {
          const { reads } = preloadsIn((await agent.get('/shopkeeper/orders').expect(200)).text);
          expect(reads.filter((read) => read.startsWith('/api/shopkeeper/'))).toEqual([]);
        }
      });

      it("put the path's parameter in a read as the app encodes it, and skip a read whose parameter is malformed", async () => {
        const quoted = await customer.get('/customer/orders/%22%3E%3Cscript%3E%20x').expect(200);
        expect(preloadsIn(quoted.text).reads).toEqual([
          '/api/customer/cart',
          '/api/customer/orders/%22%3E%3Cscript%3E%20x',
        ]);
        expect(quoted.text).not.toContain('"><script>');
      });
    });

    it('compresses the page when the client accepts it', async () => {
      const page = await raw('/customer/cart', { 'Accept-Encoding': 'gzip' });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.body).toString()).toContain('<div id="root"></div>');
    });
  });
});
