import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ensureSessionSecret } from '../sessions/session-secret';

/** The cookie of a browser where an account signed in; only POST /api/login reads it. */
export const KNOWN_DEVICE_COOKIE = 'mohalla.device';
const KNOWN_FOR_DAYS = 30;
const KNOWN_FOR_SECONDS = KNOWN_FOR_DAYS * 24 * 60 * 60;

/**
 * The browsers where an account signed in within the last 30 days, which the per-account limit on
 * failed sign-ins neither counts nor blocks, so that guessing at an account from many addresses
 * cannot lock its owner out of their own devices. A signed cookie rather than the owner's last
 * addresses: a phone's address changes from one network to the next, and one address is shared by
 * everyone behind the same carrier-grade NAT, the guesser perhaps among them. The cookie holds the
 * username, when it was set and an HMAC of both under a key derived from the session secret: it
 * cannot be forged, and proves only that this browser once knew the account's password.
 */
@Injectable()
export class KnownDevices {
  private key?: Promise<Buffer>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Marks this browser as one where `username` signed in (the account last signed in on it). */
  async remember(req: Request, res: Response, username: string): Promise<void> {
    const signed = `${username.toLowerCase()}~${Math.floor(Date.now() / 1000)}`;
    res.cookie(KNOWN_DEVICE_COOKIE, `${signed}~${await this.mac(signed)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/api/login',
      maxAge: KNOWN_FOR_SECONDS * 1000,
    });
  }

  /** Whether the request comes from a browser where `username` signed in within the last 30 days. */
  async isKnown(req: Request, username: string): Promise<boolean> {
    const parts = cookieOf(req, KNOWN_DEVICE_COOKIE)?.split('~') ?? [];
    if (parts.length !== 3) return false;
    const [owner, setAt, mac] = parts;
    const age = Date.now() / 1000 - Number(setAt);
    if (owner !== username.toLowerCase() || !(age >= 0 && age <= KNOWN_FOR_SECONDS)) return false;
    const expected = Buffer.from(await this.mac(`${owner}~${setAt}`));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async mac(text: string): Promise<string> {
    return createHmac('sha256', await this.macKey())
      .update(text)
      .digest('base64url');
  }

  /** A key of its own, so that no value of this cookie is ever a valid signature of a session's. */
  private macKey(): Promise<Buffer> {
    this.key ??= Promise.resolve(this.config.sessionSecret ?? ensureSessionSecret(this.dataSource)).then(
      (secret) => createHmac('sha256', secret).update('mohalla known device').digest(),
      (error: unknown) => {
        this.key = undefined; // the database was away: ask again next time
        throw error;
      },
    );
    return this.key;
  }
}

/** The raw value of a cookie of the request; this one's characters need no decoding. */
function cookieOf(req: Request, name: string): string | undefined {
  const prefix = `${name}=`;
  return req.headers.cookie
    ?.split(/;\s*/)
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}
