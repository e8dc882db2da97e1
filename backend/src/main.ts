import 'reflect-metadata';
import { createApp } from './app';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { StartupDataService } from './setup/startup-data.service';
import { stopApp } from './shutdown';

async function main(): Promise<void> {
  const config = readConfigOrQuit();
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: config.dataDir });
  const app = await createApp({ ...config, databaseUrl: config.databaseUrl ?? embedded!.url });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stopApp(app);
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen(config.port, config.host);
  printBanner(config, app.get(StartupDataService).demoSignIns);
}

function readConfigOrQuit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function printBanner(config: AppConfig, demoSignIns: StartupDataService['demoSignIns']): void {
  const database = config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    `Mohalla is running at http://localhost:${config.port} (${database})`,
    `API docs: http://localhost:${config.port}/api/docs`,
  ];
  if (demoSignIns.length > 0) {
    lines.push('Demo sign-ins:', ...demoSignIns.map((s) => `  ${s.role.padEnd(10)} ${s.username} / ${s.password}`));
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
