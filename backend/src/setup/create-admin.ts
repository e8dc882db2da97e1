import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { DataSource } from 'typeorm';
import { RateLimiter } from '../common/rate-limit/rate-limiter.service';
import { AdminAccountConfig, loadConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { dataSourceOptions } from './data-source-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { runMigrations } from './migrate';
import { SessionStoreService } from '../sessions/session-store.service';

/**
 * Makes sure the admin exists on the database at `databaseUrl`, migrating it first; an existing
 * admin's sessions end, in Redis when sessions are kept there.
 */
export async function ensureAdminAccount(
  databaseUrl: string,
  admin: AdminAccountConfig,
  redisUrl?: string,
): Promise<'created' | 'updated'> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  const sessions = new SessionStoreService({ redisUrl }, dataSource);
  try {
    await runMigrations(dataSource);
    if (redisUrl) await sessions.createStore();
    const users = new UsersService(dataSource.getRepository(User), dataSource, new RateLimiter(dataSource), sessions);
    return await users.ensureAdmin(admin);
  } finally {
    sessions.onApplicationShutdown();
    await dataSource.destroy();
  }
}

/**
 * `npm run create-admin`: on DATABASE_URL or the embedded database in DATA_DIR. Takes
 * ADMIN_USERNAME / ADMIN_PASSWORD (and ADMIN_EMAIL, ADMIN_NAME) or asks for them.
 */
async function main(): Promise<void> {
  const env = { ...process.env };
  if (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    env.ADMIN_USERNAME ||= await prompt.question('Admin username: ');
    env.ADMIN_PASSWORD ||= await prompt.question('Admin password (at least 8 characters): ');
    prompt.close();
  }
  const config = loadConfig(env);
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir });
  try {
    const outcome = await ensureAdminAccount(config.databaseUrl ?? embedded!.url, config.admin!, config.redisUrl);
    console.log(`Admin ${config.admin!.username} ${outcome}.`);
  } finally {
    await embedded?.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
