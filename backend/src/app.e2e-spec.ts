import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Controller, Get, Module, Param, Post } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { InjectDataSource } from '@nestjs/typeorm';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { sessionCookieOf } from '../test/event-stream-client';
import { createTestApp, DEMO_DATA_TIMEOUT, startApp, TestApp, testConfig } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { createWebDist } from '../test/web-dist';
import { createApp } from './app';
import { PUBLIC_KEY, Public, Roles, ROLES_KEY } from './common/roles.decorator';
import { ensureAdminAccount } from './setup/create-admin';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { migrations } from './setup/migrations';

@Controller('probe')
class ProbeController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get('admin-only')
  @Roles('admin')
  adminOnly() {
    return { ok: true };
  }

  @Get('undecorated')
  undecorated() {
    return { ok: true };
  }

  @Get('broken-sql')
  @Public()
  brokenSql() {
    return this.dataSource.query('SELECT secret_column FROM no_such_table');
  }

  @Get('by-id/:id')
  @Public()
  byId(@Param('id') id: string) {
    return this.dataSource.query('SELECT id FROM users WHERE id = $1', [id]);
  }

  @Post('duplicate-user')
  @Public()
  async duplicateUser() {
    const insert = `INSERT INTO users (name, username, email, password_hash, role) VALUES ('a', 'dup', 'dup@x.in', 'h', 'customer')`;
    await this.dataSource.query(insert);
    await this.dataSource.query(insert);
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('the API as a whole', () => {
  let t: TestApp;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info' }, { logStream, testModules: [ProbeModule] });
  });
  afterAll(() => t.close());

  it('has every route either public or naming its roles', async () => {
    const plain = await createTestApp();
    try {
      const reflector = plain.app.get(Reflector);
      const undecorated: string[] = [];
      let routes = 0;
      for (const module of plain.app.get(ModulesContainer).values()) {
        for (const controller of module.controllers.values()) {
          const type = controller.metatype as new () => object;
          const prototype = type.prototype as Record<string, unknown>;
          for (const name of Object.getOwnPropertyNames(prototype)) {
            const handler = prototype[name];
            if (name === 'constructor' || typeof handler !== 'function') continue;
            if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
            routes++;
            const targets = [handler, type];
            const isPublic = reflector.getAllAndOverride(PUBLIC_KEY, targets);
            const roles = reflector.getAllAndOverride<string[]>(ROLES_KEY, targets);
            if (!isPublic && !(roles?.length > 0)) undecorated.push(`${type.name}.${name}`);
          }
        }
      }
      expect(routes).toBeGreaterThanOrEqual(7);
      expect(undecorated).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  describe('roles', () => {
    it('answers 401 to anonymous callers and 403 to the wrong role', async () => {
      await t.anonymous().get('/api/probe/admin-only').expect(401);
      const { agent: customer } = await t.signedIn('customer');
      const res = await customer.get('/api/probe/admin-only').expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Your account cannot do this', error: 'Forbidden' });
      const { agent: admin } = await t.signedIn('admin');
      await admin.get('/api/probe/admin-only').expect(200);
    });

    it('refuses a route that names neither, even to an admin', async () => {
      const { agent: admin } = await t.signedIn('admin');
      await admin.get('/api/probe/undecorated').expect(403);
    });
  });

  describe('errors', () => {
    it('answers an unexpected error with a bare 500: no stack, no SQL', async () => {
      const res = await t.anonymous().get('/api/probe/broken-sql').expect(500);
      expect(res.body).toEqual({ statusCode: 500, message: 'Internal server error' });
      expect(JSON.stringify(res.body)).not.toMatch(/secret_column|no_such_table|at /);
    });

    it('answers a unique constraint hit by a race with 409', async () => {
      const res = await t.anonymous().post('/api/probe/duplicate-user').expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: 'This record already exists', error: 'Conflict' });
    });

    it('answers an id the database cannot read with 400', async () => {
      const res = await t.anonymous().get('/api/probe/by-id/not-a-uuid').expect(400);
      expect(res.body.message).toBe('A value has the wrong form or is out of range');
    });

    it('answers malformed JSON with 400', async () => {
      const res = await t
        .anonymous()
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send('{"username": "a",')
        .expect(400);
      expect(res.body.statusCode).toBe(400);
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const res = await t.anonymous().get('/api/no-such-thing').expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });
  });

  describe('request log', () => {
    it('starts without a route path in the old wildcard syntax, which Nest would convert with a warning', () => {
      const contexts = logLines.map((line) => JSON.parse(line).context);
      expect(contexts).toContain('RoutesResolver');
      expect(contexts).not.toContain('LegacyRouteConverter');
    });

    it('logs every request as JSON with its request id, and answers the id', async () => {
      const res = await t.anonymous().get('/api/health').set('X-Request-Id', 'req-12345').expect(200);
      expect(res.headers['x-request-id']).toBe('req-12345');
      const entry = logLines.map((line) => JSON.parse(line)).find((e) => e.req?.id === 'req-12345');
      expect(entry).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/health' } });
      expect(entry.res.statusCode).toBe(200);
    });

    it('makes up a request id when none is sent, and never logs the session cookie', async () => {
      const { agent } = await t.signedIn('customer');
      const res = await agent.get('/api/user').expect(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const line = logLines.find((text) => JSON.parse(text).req?.id === res.headers['x-request-id'])!;
      expect(JSON.parse(line).req).toEqual({
        id: res.headers['x-request-id'],
        method: 'GET',
        url: '/api/user',
        remoteAddress: expect.any(String),
      });
      expect(line).not.toContain('mohalla.sid');
    });
  });

  describe('security headers and cross-site requests', () => {
    // The catalogue's reads may be kept and checked again: src/web/web-delivery.e2e-spec.ts.
    it('forbids caching of every other API answer, personal data included', async () => {
      const { agent } = await t.signedIn('customer');
      for (const path of ['/api/user', '/api/customer/addresses', '/api/customer/cart', '/api/no-such-path']) {
        const res = await agent.get(path);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it("sends helmet's headers", async () => {
      const res = await t.anonymous().get('/api/health');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('refuses a mutation from another origin with 403 and changes nothing', async () => {
      const res = await t
        .anonymous()
        .post('/api/register')
        .set('Origin', 'https://evil.example')
        .send({ username: 'victim', email: 'v@example.com', password: 'password-1', role: 'customer', name: 'V' })
        .expect(403);
      expect(res.body.message).toBe('Cross-site requests are refused');
      const rows = await t.app.get(DataSource).query(`SELECT 1 FROM users WHERE username = 'victim'`);
      expect(rows).toHaveLength(0);
    });

    it('refuses a form-encoded or text body with 415', async () => {
      await t.anonymous().post('/api/login').type('form').send({ username: 'a', password: 'b' }).expect(415);
      await t.anonymous().post('/api/logout').set('Content-Type', 'text/plain').send('x').expect(415);
    });

    it('accepts a mutation from its own origin', async () => {
      const user = await t.createUser('customer');
      await t
        .anonymous()
        .post('/api/login')
        .set('Host', 'mohalla.example:8080')
        .set('Origin', 'http://mohalla.example:8080')
        .send({ username: user.username, password: user.password })
        .expect(200);
    });
  });

  describe('API documentation', () => {
    it('serves Swagger UI at /api/docs', async () => {
      const res = await t.anonymous().get('/api/docs/').expect(200);
      expect(res.text).toContain('swagger-ui');
    });

    it('documents every route with the cookie session and its error answers', async () => {
      const res = await t.anonymous().get('/api/docs-json').expect(200);
      const doc = res.body;
      expect(doc.components.securitySchemes.session).toMatchObject({
        type: 'apiKey',
        in: 'cookie',
        name: 'mohalla.sid',
      });
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/login',
          '/api/register',
          '/api/logout',
          '/api/user',
          '/api/user/password',
          '/api/health',
        ]),
      );
      expect(doc.paths['/api/user'].get.security).toEqual([{ session: [] }]);
      expect(Object.keys(doc.paths['/api/user'].put.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403']),
      );
      expect(Object.keys(doc.paths['/api/login'].post.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '429']),
      );
    });
  });

  describe('database', () => {
    it('has applied every migration, and the entities need no new one', async () => {
      const dataSource = t.app.get(DataSource);
      const applied = await dataSource.query('SELECT name FROM migrations');
      expect(applied).toHaveLength(migrations.length);
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    });
  });
});

describe('GET /api/health', () => {
  it('answers 200 with the database up and 503 once it is down', async () => {
    const t = await createTestApp();
    try {
      const up = await t.anonymous().get('/api/health').expect(200);
      expect(up.body).toEqual({ status: 'ok', database: 'up' });
      await t.db.stop();
      const down = await t.anonymous().get('/api/health').expect(503);
      expect(down.body).toEqual({ statusCode: 503, message: 'The database is down', error: 'Service Unavailable' });
    } finally {
      await t.app.close();
    }
  });
});

describe('start-up data', () => {
  it(
    'loads the demo sign-ins into an empty database, once',
    async () => {
      const db = await createTestDatabase();
      try {
        const first = await startApp(db, { demoData: true });
        await request(first.getHttpServer())
          .post('/api/login')
          .send({ username: 'admin', password: 'admin-demo-1' })
          .expect(200)
          .expect((res) => expect(res.body.role).toBe('admin'));
        await request(first.getHttpServer())
          .post('/api/login')
          .send({ username: 'priya', password: 'customer-demo-1' })
          .expect(200)
          .expect((res) => expect(res.body.role).toBe('customer'));
        const shopkeeper = request.agent(first.getHttpServer());
        await shopkeeper
          .post('/api/login')
          .send({ username: 'sharma-kirana', password: 'shopkeeper-demo-1' })
          .expect(200)
          .expect((res) => expect(res.body.role).toBe('shopkeeper'));
        const ownShop = await shopkeeper.get('/api/shopkeeper/shop').expect(200);
        expect(ownShop.body).toMatchObject({ name: 'Sharma Kirana Store', gstNumber: expect.stringMatching(/^08/) });

        const counts = (app: NestExpressApplication) =>
          app.get(DataSource).query(`
          SELECT (SELECT count(*)::int FROM users) AS users,
                 (SELECT count(*)::int FROM shops) AS shops,
                 (SELECT count(*)::int FROM categories) AS categories,
                 (SELECT count(*)::int FROM products) AS products,
                 (SELECT count(*)::int FROM products WHERE NOT is_in_stock) AS out_of_stock,
                 (SELECT count(*)::int FROM products WHERE discounted_price < original_price) AS discounted,
                 (SELECT count(*)::int FROM addresses a JOIN users u ON u.id = a.user_id
                   WHERE u.username = 'priya' AND a.is_default AND a.latitude IS NOT NULL) AS priya_default_addresses,
                 (SELECT count(*)::int FROM khatas) AS khatas`);
        const [before] = await counts(first);
        expect(before).toMatchObject({ users: 5, shops: 3, priya_default_addresses: 1, khatas: 1 });
        expect(before.products).toBeGreaterThanOrEqual(24);
        expect(before.out_of_stock).toBeGreaterThanOrEqual(2);
        expect(before.discounted).toBeGreaterThanOrEqual(2);
        const perShop = await first
          .get(DataSource)
          .query('SELECT count(*)::int AS n FROM products GROUP BY shop_id ORDER BY n');
        for (const { n } of perShop) expect(n).toBeGreaterThanOrEqual(8);
        await first.close();
        const second = await startApp(db, { demoData: true });
        expect(await counts(second)).toEqual([before]);
        await second.close();
      } finally {
        await db.stop();
      }
    },
    DEMO_DATA_TIMEOUT,
  );

  it('makes sure the ADMIN_USERNAME admin exists with ADMIN_PASSWORD', async () => {
    const admin = { username: 'boss', password: 'corner-shop-keys-1', email: 'boss@mohalla.in', name: 'Boss' };
    const t = await createTestApp({ admin });
    try {
      const res = await t
        .anonymous()
        .post('/api/login')
        .send({ username: 'boss', password: 'corner-shop-keys-1' })
        .expect(200);
      expect(res.body).toMatchObject({ role: 'admin', name: 'Boss', email: 'boss@mohalla.in' });
    } finally {
      await t.close();
    }
  });

  it('create-admin refuses a password that is easy to guess for the admin, and makes no account', async () => {
    const t = await createTestApp();
    try {
      const admin = { username: 'ops', email: 'ops@mohalla.in', name: 'Ops' };
      for (const password of ['ops-password-1', 'mohalla-admin-1', 'zzzzzzzzzz']) {
        await expect(ensureAdminAccount(t.db.url, { ...admin, password })).rejects.toThrow(/^This password /);
      }
      const [row] = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM users WHERE username = 'ops'`);
      expect(row.n).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('create-admin makes an admin, and makes an existing account an admin with the new password', async () => {
    const t = await createTestApp();
    try {
      const customer = await t.createUser('customer');
      const admin = { username: 'ops', password: 'night-shift-keys-2', email: 'ops@mohalla.in', name: 'Ops' };
      expect(await ensureAdminAccount(t.db.url, admin)).toBe('created');
      await t.anonymous().post('/api/login').send({ username: 'ops', password: 'night-shift-keys-2' }).expect(200);
      const promoted = { ...admin, username: customer.username, password: 'promoted-pass-1' };
      expect(await ensureAdminAccount(t.db.url, promoted)).toBe('updated');
      const res = await t
        .anonymous()
        .post('/api/login')
        .send({ username: customer.username, password: 'promoted-pass-1' })
        .expect(200);
      expect(res.body.role).toBe('admin');
    } finally {
      await t.close();
    }
  });
});

describe('the embedded database in DATA_DIR', () => {
  it('keeps data and sessions across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-data-'));
    try {
      const firstDb = await startEmbeddedPostgres({ dataDir });
      const first = await createApp({ ...testConfig(), databaseUrl: firstDb.url });
      const registered = await request(first.getHttpServer())
        .post('/api/register')
        .send({
          username: 'kept',
          email: 'kept@example.com',
          password: 'saved-across-restarts-1',
          role: 'customer',
          name: 'Kept',
        })
        .expect(201);
      const cookie = sessionCookieOf(registered.headers['set-cookie']);
      await first.close();
      await firstDb.stop();

      const secondDb = await startEmbeddedPostgres({ dataDir });
      const second = await createApp({ ...testConfig(), databaseUrl: secondDb.url });
      try {
        const me = await request(second.getHttpServer()).get('/api/user').set('Cookie', cookie).expect(200);
        expect(me.body.username).toBe('kept');
      } finally {
        await second.close();
        await secondDb.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the built web app', () => {
  it('serves its files and falls back to index.html for any path outside /api', async () => {
    const webDistDir = await createWebDist();
    const t = await createTestApp({ webDistDir });
    try {
      const home = await t.anonymous().get('/').expect(200);
      expect(home.text).toContain('<title>Mohalla</title>');
      const deep = await t.anonymous().get('/customer/orders/123').expect(200);
      expect(deep.text).toContain('<title>Mohalla</title>');
      expect(deep.headers['cache-control']).toBe('no-cache');
      const asset = await t.anonymous().get('/assets/app-1234.js').expect(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      await t.anonymous().get('/api/nothing-here').expect(404);
    } finally {
      await t.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});

describe('the embedded database directory', () => {
  it('refuses a second process while the first one is alive', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-lock-'));
    const first = await startEmbeddedPostgres({ dataDir });
    try {
      writeFileSync(join(dataDir, 'mohalla.pid'), String(process.ppid));
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/is in use by process/);
    } finally {
      await first.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
