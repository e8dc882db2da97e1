import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import webPush from 'web-push';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** What the service worker shows: see frontend/src/service-worker. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export const NOT_A_PUSH_SERVICE = "endpoint must be a browser push service's https address";

/**
 * The push services of the browsers people use (Chrome and other Chromium browsers, Firefox, Edge,
 * Safari). The server posts to a subscription's endpoint, so any other address, an internal one above
 * all, is refused rather than reached.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^(updates|[a-z0-9-]+)\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
];
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether `endpoint` is a browser's push service; outside production, a push service on this machine too (tests). */
export function isPushService(endpoint: string, nodeEnv: AppConfig['nodeEnv']): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (nodeEnv !== 'production' && LOOPBACK_HOSTS.includes(url.hostname)) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** A push service keeps an undelivered push this long for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends web pushes (RFC 8030), encrypted for the device (RFC 8291) and signed with the marketplace's
 * VAPID keys (RFC 8292) by `web-push`; the request itself goes out by fetch, so that a push service
 * on plain http (a test's) is reached too.
 */
@Injectable()
export class PushSender implements OnModuleInit {
  private keys!: { publicKey: string; privateKey: string };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.keys = this.config.vapidKeys ?? (await ensureVapidKeys(this.dataSource));
  }

  /** The key browsers subscribe with (`applicationServerKey`). */
  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Sends one push; answers `gone` when the push service no longer knows the device (404, 410). */
  async send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapidSubject(this.config.mailFrom), ...this.keys },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Buffer,
      signal: AbortSignal.timeout(this.config.notificationSendTimeoutSeconds * 1000),
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new Error(`The push service answered ${response.status}`);
    return 'sent';
  }
}

/** VAPID's contact for push services: the address mails come from. */
function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, a pair is made once and kept in the database, as the
 * session secret is: every API process signs with the same keys, and subscriptions outlive restarts.
 */
async function ensureVapidKeys(dataSource: DataSource): Promise<{ publicKey: string; privateKey: string }> {
  await dataSource.query(
    `INSERT INTO app_settings (key, value) VALUES ('vapid_keys', $1) ON CONFLICT (key) DO NOTHING`,
    [JSON.stringify(webPush.generateVAPIDKeys())],
  );
  const [row] = await dataSource.query(`SELECT value FROM app_settings WHERE key = 'vapid_keys'`);
  return JSON.parse(row.value);
}
