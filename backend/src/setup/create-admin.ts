import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimitModule } from '../common/rate-limit/rate-limit.module';
import { AdminAccountConfig, AppConfig, loadConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './migrate';

/** What create-admin needs of the app: the accounts, and the sessions and bus that end an admin's sessions everywhere. */
@Module({})
class AdminAccountModule {
  static forRoot(config: Pick<AppConfig, 'redisUrl'> & { databaseUrl: string }): DynamicModule {
    return {
      module: AdminAccountModule,
      imports: [
        ConfigModule.forRoot(config as AppConfig),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl)),
        RateLimitModule,
        UsersModule,
      ],
    };
  }
}

/**
 * Makes sure the admin exists on the database at `databaseUrl`, migrating it first. An existing
 * admin's sessions end in the store (Redis when sessions are kept there), and every running API
 * process hears of it on the bus before this resolves.
 */
export async function ensureAdminAccount(
  databaseUrl: string,
  admin: AdminAccountConfig,
  redisUrl?: string,
): Promise<'created' | 'updated'> {
  const app = await NestFactory.createApplicationContext(AdminAccountModule.forRoot({ databaseUrl, redisUrl }), {
    logger: ['error'],
  });
  try {
    await runMigrations(app.get(DataSource));
    return await app.get(UsersService).ensureAdmin(admin);
  } finally {
    await app.close();
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
