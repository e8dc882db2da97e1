import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { call } from './api';

/** Shared by every browser test: one Chromium per test file, one fresh context (cookies) per page. */

const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };
/** For `it.each`: a test at a phone's width and at a desktop's. */
export const WIDTHS = [
  ['a 375 px phone', MOBILE],
  ['a desktop', DESKTOP],
] as const;

export type Role = 'admin' | 'shopkeeper' | 'customer';

export interface Credentials {
  username: string;
  password: string;
}

export interface TestUser extends Credentials {
  name: string;
  email: string;
  role: Exclude<Role, 'admin'>;
}

/** Loaded by the server into an empty database. */
export const DEMO_ADMIN: Credentials = { username: 'admin', password: 'admin-demo-1' };
export const DEMO_CUSTOMER: Credentials = { username: 'priya', password: 'customer-demo-1' };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through e2e/jest.config.cjs');
  return url;
}

let browser: Browser | undefined;

/**
 * The app's service worker is blocked unless a test asks for it (installable-app.e2e.ts): a page it
 * controls bypasses `page.route`, and the whole app it downloads on a first visit would add to every
 * test's requests.
 */
export async function newPage(
  viewport = DESKTOP,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), serviceWorkers });
  return context.newPage();
}

/**
 * Runs `test` on a page in a browser of its own, with a profile on disk: newPage's contexts are
 * incognito, where Chrome offers to install no app.
 */
export async function withProfilePage(viewport: typeof DESKTOP, test: (page: Page) => Promise<void>): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'mohalla-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
    baseURL: baseUrl(),
  });
  try {
    await test(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    // Chromium may still be writing the last of its files as it exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

let userCount = 0;

/** A user nobody has registered yet (the database lives as long as the test run). */
export function uniqueUser(role: TestUser['role'] = 'customer'): TestUser {
  userCount += 1;
  const id = `${Date.now().toString(36)}${userCount}${Math.random().toString(36).slice(2, 6)}`;
  return {
    role,
    username: `${role.slice(0, 4)}_${id}`,
    password: 'chai-and-jalebi-7',
    name: `Test ${role === 'customer' ? 'Customer' : 'Shopkeeper'} ${userCount}`,
    email: `${role}.${id}@example.com`,
  };
}

let utrCount = 0;

/** A UTR nobody used yet: each pays once across the marketplace, and the database lives as long as the run. */
export function newUtr(): string {
  utrCount += 1;
  return `${Date.now() % 1e9}`.padStart(9, '0') + String(utrCount).padStart(3, '0');
}

/** Registers through the API; the page's context is then signed in as that user. */
export async function signUp(page: Page, user: TestUser = uniqueUser()): Promise<TestUser> {
  const { username, email, password, role, name } = user;
  await call(page, 'POST', '/api/register', { username, email, password, role, name });
  return user;
}

/** Signs in through the API; the page's context is then signed in. */
export async function signIn(page: Page, { username, password }: Credentials): Promise<void> {
  await call(page, 'POST', '/api/login', { username, password });
}

/** The toast currently shown, once it contains `title`. */
export async function toastWith(page: Page, title: string): Promise<Locator> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor();
  return toast;
}

/** Waits until the browser is on `path` (pathname only). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Presses Tab until `target` has the focus; fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
