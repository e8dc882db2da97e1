import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildApiDocument, createApp } from './app';
import { loadConfig } from './config/app-config';
import { startEmbeddedPostgres } from './database/embedded-postgres';

/** Writes the OpenAPI document to the file given, for the web app's generated client. */
async function main(): Promise<void> {
  const [outputFile] = process.argv.slice(2);
  if (!outputFile) throw new Error('Usage: openapi-export <output.json>');
  const config = loadConfig({ ...process.env, DATA_DIR: 'memory', DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory' });
  const app = await createApp({ ...config, databaseUrl: embedded.url });
  writeFileSync(outputFile, `${JSON.stringify(buildApiDocument(app), null, 2)}\n`);
  await app.close();
  await embedded.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
