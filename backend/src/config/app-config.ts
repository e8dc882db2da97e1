import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatMoney, GstRate, Paise, parseMoney, Percentage } from '../common/money';

export interface AdminAccountConfig {
  username: string;
  password: string;
  email: string;
  name: string;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PostgreSQL in `dataDir` is used. */
  databaseUrl?: string;
  /** Where the embedded PostgreSQL keeps its files, or `memory`. */
  dataDir: string;
  demoData: boolean;
  admin?: AdminAccountConfig;
  /** Absent outside production: a secret is then generated once and kept in the database. */
  sessionSecret?: string;
  redisUrl?: string;
  sessionIdleTimeoutMinutes: number;
  sessionMaxAgeDays: number;
  /** Admins' sessions are shorter: they can onboard shops and see every order. */
  adminSessionIdleMinutes: number;
  adminSessionMaxAgeHours: number;
  /** Accounts one address may register per hour; carrier NAT puts many real people behind one address. */
  registrationsPerHour: number;
  /** Live event streams one client address may hold open; an office or carrier NAT puts many people behind one. */
  eventStreamsPerAddress: number;
  /** Live event streams this process holds open at most; beyond, a new one answers 503 (see `defaultEventStreamsMax`). */
  eventStreamsMax: number;
  /** Express's `trust proxy`: which proxies' X-Forwarded-For and X-Forwarded-Proto to believe. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** The built web app; served when the folder exists. */
  webDistDir: string;
  /** Delivery is free within this distance of the shop (D7). */
  freeDeliveryKm: number;
  /** The flat delivery fee beyond that distance, or when a location is unknown. */
  deliveryFee: Paise;
  /** How far a shop delivers unless it sets its own radius; always beyond `freeDeliveryKm`. */
  deliveryRadiusKm: number;
  /** A pending order the shop has not accepted this long after it was placed is cancelled automatically. */
  acceptWithinMinutes: number;
  /** An offered replacement the customer has not answered this long after it was offered expires: the item is not fulfillable. */
  substitutionWaitMinutes: number;
  /** How fast deliveries travel, for the estimated delivery time: preparation, then the distance at this speed. */
  deliverySpeedKmph: number;
  /** The GST rates in force, lowest first: the product form offers them, the back office marks a product at another. */
  gstRates: GstRate[];
  /** The platform's commission on a shop's delivered orders, % of their taxable value, unless the admin sets the shop's own. */
  platformCommissionRate: Percentage;
  /** A late delivery's refund: the delivery charge and this share of the items' value (hundredths of a percent). */
  lateRefundPercent: Percentage;
  /** Where the web app is reached, for the links in mails; the server's own port when absent. */
  publicUrl: string;
  /** The SMTP server mails go through; without it mails are kept for the admin's Outgoing mail. */
  smtpUrl?: string;
  /** The From of every mail. */
  mailFrom: string;
  /** Web push's VAPID keys; generated once and kept in the database when absent. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** A send (SMTP or push) that has not finished this long after it started is given up and tried again. */
  notificationSendTimeoutSeconds: number;
  /** Whether this process's workers deliver the outbox; the API's own tests deliver it themselves. */
  sendNotifications: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const MAX_DELIVERY_FEE: Paise = 10_000_00;

const DEFAULT_GST_RATES = '0,0.25,3,5,12,18,28,40';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates every setting the server takes, reporting all bad values at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const redisUrl = read('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }
  const sessionSecret = read('SESSION_SECRET');
  if (nodeEnv === 'production' && sessionSecret === undefined) {
    problems.push('SESSION_SECRET is required when NODE_ENV=production (use at least 32 random characters)');
  } else if (sessionSecret !== undefined && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
  }
  const freeDeliveryKm = read('FREE_DELIVERY_KM') ?? '5';
  if (!/^\d{1,4}(\.\d+)?$/.test(freeDeliveryKm) || Number(freeDeliveryKm) > 1000) {
    problems.push(
      `FREE_DELIVERY_KM must be a distance in km from 0 to 1000, such as 5 or 2.5 (got "${freeDeliveryKm}")`,
    );
  }
  const deliveryRadiusKm = read('DELIVERY_RADIUS_KM') ?? '15';
  if (!/^\d{1,4}(\.\d+)?$/.test(deliveryRadiusKm) || Number(deliveryRadiusKm) > 1000) {
    problems.push(
      `DELIVERY_RADIUS_KM must be a distance in km up to 1000, such as 15 or 7.5 (got "${deliveryRadiusKm}")`,
    );
  } else if (Number(deliveryRadiusKm) <= Number(freeDeliveryKm)) {
    // Between the two the flat fee applies (D7): a radius within the free distance would leave no such band.
    problems.push(`DELIVERY_RADIUS_KM must be beyond FREE_DELIVERY_KM (got ${deliveryRadiusKm} and ${freeDeliveryKm})`);
  }
  const deliveryFee = read('DELIVERY_FEE') ?? '30.00';
  const deliveryFeePaise = parseMoney(deliveryFee);
  if (deliveryFeePaise === undefined || deliveryFeePaise > MAX_DELIVERY_FEE) {
    problems.push(
      `DELIVERY_FEE must be an amount in rupees from 0 to ${formatMoney(MAX_DELIVERY_FEE)} with at most two decimals, such as 30.00 (got "${deliveryFee}")`,
    );
  }
  const deliverySpeedKmph = read('DELIVERY_SPEED_KMPH') ?? '20';
  if (
    !/^\d{1,3}(\.\d+)?$/.test(deliverySpeedKmph) ||
    !(Number(deliverySpeedKmph) > 0) ||
    Number(deliverySpeedKmph) > 200
  ) {
    problems.push(
      `DELIVERY_SPEED_KMPH must be a speed in km/h above 0 and at most 200, such as 20 or 12.5 (got "${deliverySpeedKmph}")`,
    );
  }
  const platformCommission = read('PLATFORM_COMMISSION_PERCENT') ?? '0';
  const platformCommissionRate = parseMoney(platformCommission);
  if (platformCommissionRate === undefined || platformCommissionRate > 100_00) {
    problems.push(
      `PLATFORM_COMMISSION_PERCENT must be a percentage from 0 to 100 with at most two decimals, such as 2.5 (got "${platformCommission}")`,
    );
  }
  const lateRefund = read('LATE_REFUND_PERCENT') ?? '10';
  const lateRefundPercent = parseMoney(lateRefund);
  if (lateRefundPercent === undefined || lateRefundPercent > 100_00) {
    problems.push(
      `LATE_REFUND_PERCENT must be a percentage from 0 to 100 with at most two decimals, such as 10 (got "${lateRefund}")`,
    );
  }
  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  }
  const publicUrl = read('PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+$/.test(publicUrl)) {
    problems.push(
      `PUBLIC_URL must be an http(s) origin without a path, such as https://mohalla.example (got "${publicUrl}")`,
    );
  }
  const vapidKeys = readVapidKeys(read('VAPID_PUBLIC_KEY'), read('VAPID_PRIVATE_KEY'), problems);
  const trustProxy = readTrustProxy(read('TRUST_PROXY'), nodeEnv, problems);
  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const port = integer('PORT', 3000, 1, 65535);
  const config: AppConfig = {
    nodeEnv: nodeEnv as AppConfig['nodeEnv'],
    port,
    host: read('HOST') ?? '0.0.0.0',
    databaseUrl,
    dataDir: read('DATA_DIR') ?? './data',
    demoData: boolean('DEMO_DATA', databaseUrl === undefined && nodeEnv !== 'production'),
    admin: readAdminAccount(read, problems),
    sessionSecret,
    redisUrl,
    sessionIdleTimeoutMinutes: integer('SESSION_IDLE_TIMEOUT_MINUTES', 7 * 24 * 60, 1, 365 * 24 * 60),
    sessionMaxAgeDays: integer('SESSION_MAX_AGE_DAYS', 30, 1, 365),
    adminSessionIdleMinutes: integer('ADMIN_SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    adminSessionMaxAgeHours: integer('ADMIN_SESSION_MAX_AGE_HOURS', 12, 1, 7 * 24),
    registrationsPerHour: integer('REGISTRATIONS_PER_HOUR', 50, 1, 100_000),
    eventStreamsPerAddress: integer('EVENT_STREAMS_PER_ADDRESS', 50, 1, 100_000),
    eventStreamsMax: integer('EVENT_STREAMS_MAX', defaultEventStreamsMax(), 1, 1_000_000),
    trustProxy,
    logLevel,
    webDistDir: read('WEB_DIST_DIR') ?? resolve(__dirname, '../../../frontend/dist'),
    freeDeliveryKm: Number(freeDeliveryKm),
    deliveryFee: deliveryFeePaise ?? 0,
    deliveryRadiusKm: Number(deliveryRadiusKm),
    acceptWithinMinutes: integer('ACCEPT_WITHIN_MINUTES', 10, 1, 24 * 60),
    substitutionWaitMinutes: integer('SUBSTITUTION_WAIT_MINUTES', 10, 1, 24 * 60),
    deliverySpeedKmph: Number(deliverySpeedKmph),
    gstRates: readGstRates(read('GST_RATES') ?? DEFAULT_GST_RATES, problems),
    platformCommissionRate: platformCommissionRate ?? 0,
    lateRefundPercent: lateRefundPercent ?? 10_00,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? 'Mohalla <no-reply@mohalla.local>',
    vapidKeys,
    notificationSendTimeoutSeconds: integer('NOTIFICATION_SEND_TIMEOUT_SECONDS', 20, 1, 300),
    sendNotifications: boolean('SEND_NOTIFICATIONS', nodeEnv !== 'test'),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Each stream holds a socket, a file descriptor: half of the process's open-files limit, so that the
 * other half stays for the database, Redis, health checks, sign-ins and pages. At most 2,000 (a
 * stream costs about 55 kB), which is also the cap where the limit cannot be read.
 */
function defaultEventStreamsMax(): number {
  const limit = openFilesLimit();
  return Math.min(2000, limit === undefined ? Infinity : Math.floor(limit / 2));
}

/** The soft limit on this process's open files, where Linux tells it (`ulimit -n`). */
function openFilesLimit(): number | undefined {
  try {
    const limit = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return limit ? Number(limit[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * TRUST_PROXY: `false`, `true`, a number of proxy hops, or a comma-separated list of proxy
 * addresses or ranges (`loopback`, `10.0.0.0/8`). One hop in production, where the API runs behind
 * the web front; none elsewhere, so a directly exposed API is not fooled by X-Forwarded-For.
 */
function readTrustProxy(raw: string | undefined, nodeEnv: string, problems: string[]): boolean | number | string {
  if (raw === undefined) return nodeEnv === 'production' ? 1 : false;
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  if (/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/.test(raw)) return raw;
  problems.push(`TRUST_PROXY must be true, false, a number of hops or a list of proxy addresses (got "${raw}")`);
  return false;
}

/** GST_RATES: comma-separated percentages from 0 to 100 with at most two decimals, such as 0,5,18. */
function readGstRates(raw: string, problems: string[]): GstRate[] {
  const rates = raw.split(',').map((rate) => parseMoney(rate.trim()));
  if (rates.some((rate) => rate === undefined || rate > 100_00)) {
    problems.push(
      `GST_RATES must be percentages from 0 to 100 with at most two decimals, separated by commas, such as 0,5,18 (got "${raw}")`,
    );
    return [];
  }
  return [...new Set(rates as GstRate[])].sort((a, b) => a - b);
}

function readAdminAccount(read: (name: string) => string | undefined, problems: string[]) {
  const username = read('ADMIN_USERNAME');
  const password = read('ADMIN_PASSWORD');
  if (username === undefined && password === undefined) return undefined;
  if (username === undefined || password === undefined) {
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
    return undefined;
  }
  if (password.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters long');
  return {
    username: username.toLowerCase(),
    password,
    email: (read('ADMIN_EMAIL') ?? `${username.toLowerCase()}@mohalla.local`).toLowerCase(),
    name: read('ADMIN_NAME') ?? 'Administrator',
  };
}

/** Both VAPID keys or neither, each URL-safe base64 as `web-push generate-vapid-keys` prints them. */
function readVapidKeys(
  publicKey: string | undefined,
  privateKey: string | undefined,
  problems: string[],
): AppConfig['vapidKeys'] {
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
    return undefined;
  }
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be the keys `npx web-push generate-vapid-keys` prints');
    return undefined;
  }
  return { publicKey, privateKey };
}
