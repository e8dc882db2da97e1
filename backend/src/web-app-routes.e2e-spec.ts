import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../test/test-app';
import { createWebDist, webAppRoutePatterns } from '../test/web-dist';
import { loadRoutePreloads, loadWebAppRoutes, ROUTE_PRELOADS_FILE, WEB_APP_ROUTES_FILE } from './web-app-routes';

const INDEX_HTML = '<title>Mohalla</title>';

/** A path the pattern matches, with each `:param` replaced by an id. */
function pathOf(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '0b4e7a52-3c1d-4e8f-9a6b-2d5c8e1f7a90');
}

describe('the web app routes the server knows', () => {
  let t: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await createWebDist();
    t = await createTestApp({ webDistDir });
  });

  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers 200 with the app for every route of the web app', async () => {
    const patterns = await webAppRoutePatterns();
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/auth', '/customer/orders/:orderId', '/shopkeeper/orders/:id', '/admin/analytics']),
    );
    for (const pattern of patterns) {
      const answer = await t.anonymous().get(pathOf(pattern));
      expect({ pattern, status: answer.status }).toEqual({ pattern, status: 200 });
      expect(answer.text).toContain(INDEX_HTML);
    }
  });

  it('matches as the browser router does: any case, with or without a trailing slash', async () => {
    await t.anonymous().get('/customer/orders/').expect(200);
    await t.anonymous().get('/Customer/Orders/AB12').expect(200);
    await t.anonymous().get('/shopkeeper/categories/create').expect(200);
  });

  it('answers 404 with the app, which shows its not-found page, for any other path', async () => {
    for (const path of [
      '/no-such-page',
      '/customer/nope/deeper',
      '/customer/orders/1/more',
      '/admin/nope',
      '/admin/orders/1',
      '/shopkeeper/orders/1/items',
      '/authx',
    ]) {
      const answer = await t.anonymous().get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.text).toContain(INDEX_HTML);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    await t.anonymous().head('/no-such-page').expect(404);
  });

  it('keeps the JSON 404 of the API for unknown /api paths', async () => {
    const answer = await t.anonymous().get('/api/no-such-endpoint').expect(404);
    expect(answer.body).toMatchObject({ statusCode: 404 });
  });
});

describe("the preloads of a route's page", () => {
  it('skip the reads of a path whose parameter is not valid percent-encoding', async () => {
    const webDistDir = await createWebDist();
    try {
      const preloadsOf = loadRoutePreloads(webDistDir);
      expect(preloadsOf('/customer/orders/%E0%A4')).toEqual({
        modules: ['/assets/app-1234.js'],
        customerReads: ['/api/customer/cart'],
        shopkeeperReads: [],
      });
      expect(preloadsOf('/customer/orders/%E0%A4%85').customerReads).toEqual([
        '/api/customer/cart',
        '/api/customer/orders/%E0%A4%85',
      ]);
    } finally {
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});

describe('a web app built without its route lists', () => {
  let webDistDir: string;

  beforeEach(async () => {
    webDistDir = await createWebDist();
  });

  afterEach(() => rmSync(webDistDir, { recursive: true, force: true }));

  it.each([
    [WEB_APP_ROUTES_FILE, loadWebAppRoutes],
    [ROUTE_PRELOADS_FILE, loadRoutePreloads],
  ])('stops the server from starting without %s, saying to build the web app again', (file, load) => {
    rmSync(join(webDistDir, file));
    expect(() => load(webDistDir)).toThrow(/build the web app again/);
  });

  it.each([
    [
      'a module outside /assets/',
      {
        everyPageCustomerReads: [],
        routes: [{ pattern: '/auth', modules: ['//evil.example/x.js'], customerReads: [], shopkeeperReads: [] }],
      },
    ],
    ['a read outside /api/', { everyPageCustomerReads: ['/logout'], routes: [] }],
    [
      "a shopkeeper's read outside /api/",
      {
        everyPageCustomerReads: [],
        routes: [{ pattern: '/shopkeeper', modules: [], customerReads: [], shopkeeperReads: ['/logout'] }],
      },
    ],
    ['no routes', { everyPageCustomerReads: [] }],
  ])('stops the server from starting with %s in the preloads', (_case, preloads) => {
    writeFileSync(join(webDistDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    expect(() => loadRoutePreloads(webDistDir)).toThrow(/preloads.json must list/);
  });
});
