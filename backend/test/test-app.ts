import { randomBytes } from 'node:crypto';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { createApp, CreateAppOptions } from '../src/app';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { Role } from '../src/common/roles';
import { UsersService } from '../src/users/users.service';
import { createTestDatabase, TestDatabase } from './test-database';

export type Agent = TestAgent;

export interface TestUser {
  id: string;
  username: string;
  password: string;
  name: string;
  email: string;
  role: Role;
  phone?: string | null;
}

export interface TestApp {
  app: NestExpressApplication;
  db: TestDatabase;
  /** A client without a session. */
  anonymous(): Agent;
  /** A client that keeps its cookies, as a browser would. */
  agent(): Agent;
  /** Creates a user directly (any role, admins included). */
  createUser(role: Role, overrides?: Partial<TestUser>): Promise<TestUser>;
  /** Creates a user and returns a client signed in as that user. */
  signedIn(role: Role, overrides?: Partial<TestUser>): Promise<{ user: TestUser; agent: Agent }>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: 'memory' });
  return { ...base, webDistDir: '/nonexistent', ...overrides };
}

/** For a test that loads the demo data: its weeks of orders take the services a while to make. */
export const DEMO_DATA_TIMEOUT = 180_000;

/** Starts an API on an existing database (several may share one, as replicas do). */
export function startApp(
  db: TestDatabase,
  overrides: Partial<AppConfig> = {},
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  return createApp({ ...testConfig(overrides), databaseUrl: db.url }, options);
}

/** The whole API on a clean database of its own. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  return createTestAppOn(await createTestDatabase(), overrides, options);
}

/** The whole API on this database, which `close()` stops. */
export async function createTestAppOn(
  db: TestDatabase,
  overrides: Partial<AppConfig> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const app = await startApp(db, overrides, options);
  const server = app.getHttpServer();

  const createUser = async (role: Role, overrides: Partial<TestUser> = {}): Promise<TestUser> => {
    const suffix = randomBytes(4).toString('hex');
    const fields = {
      username: `${role}_${suffix}`,
      password: 'correct-horse-9',
      name: `Test ${role} ${suffix}`,
      email: `${role}_${suffix}@example.com`,
      role,
      ...overrides,
    };
    const user = await app.get(UsersService).create(fields);
    return { ...fields, id: user.id };
  };

  return {
    app,
    db,
    anonymous: () => request.agent(server),
    agent: () => request.agent(server),
    createUser,
    async signedIn(role, overrides) {
      const user = await createUser(role, overrides);
      const agent = request.agent(server);
      await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
      return { user, agent };
    },
    async close() {
      await app.close();
      await db.stop();
    },
  };
}
