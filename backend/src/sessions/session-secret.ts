import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';

/**
 * Outside production SESSION_SECRET may be left out: a secret is then made once and kept in the
 * database, so sessions survive restarts and every API process on that database agrees on it.
 */
export async function ensureSessionSecret(dataSource: DataSource): Promise<string> {
  await dataSource.query(
    `INSERT INTO app_settings (key, value) VALUES ('session_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(48).toString('base64url')],
  );
  const [row] = await dataSource.query(`SELECT value FROM app_settings WHERE key = 'session_secret'`);
  return row.value;
}
