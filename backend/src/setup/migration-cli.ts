import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { runMigrations } from './migrate';

/**
 * `migration-cli generate <Name>` writes a migration with the difference between the entities and
 * the database (after applying the existing migrations); `migration-cli run` applies them.
 * Works on DATABASE_URL, or on the embedded database (`run`: DATA_DIR; `generate`: in memory).
 */
async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  if (command !== 'run' && !(command === 'generate' && name && /^[A-Za-z][A-Za-z0-9]*$/.test(name))) {
    throw new Error('Usage: migration-cli run | migration-cli generate <PascalCaseName>');
  }
  // Generating compares against a scratch database; running applies to the server's own.
  const config = loadConfig(command === 'generate' ? { DATA_DIR: 'memory', ...process.env } : process.env);
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir });
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl ?? embedded!.url));
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    if (command === 'generate') await generate(dataSource, name);
    else console.log('Migrations are up to date.');
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

async function generate(dataSource: DataSource, name: string): Promise<void> {
  const { upQueries, downQueries } = await dataSource.driver.createSchemaBuilder().log();
  if (upQueries.length === 0) {
    console.log('The entities match the migrations: nothing to generate.');
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const render = (queries: typeof upQueries) =>
    queries
      .map(
        (q) =>
          `    await queryRunner.query(${JSON.stringify(q.query)}${q.parameters?.length ? `, ${JSON.stringify(q.parameters)}` : ''});`,
      )
      .join('\n');
  const source = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${render(upQueries)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${render([...downQueries].reverse())}
  }
}
`;
  const file = join(__dirname, '../../src/setup/migrations', `${timestamp}-${name}.ts`);
  writeFileSync(file, source);
  console.log(`Wrote ${file}. Add ${className} to src/setup/migrations/index.ts.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
