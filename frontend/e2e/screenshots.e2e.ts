import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, MOBILE, newPage } from './harness';
import { REPO_ROOT } from './server';

const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots');

describe('Screenshots for docs/screenshots', () => {
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`captures the home page at ${size} width`, async () => {
      const page = await newPage(viewport);
      await page.goto('/');
      await page.getByRole('link', { name: 'Start Shopping' }).waitFor();
      await page.getByRole('link', { name: 'Login / Signup' }).waitFor();
      // The sections below the first screen, and the footer, load after it.
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENSHOTS, `home-${size}.png`), fullPage: true });
    });

    it(`captures the sign-in page at ${size} width`, async () => {
      const page = await newPage(viewport);
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENSHOTS, `auth-${size}.png`), fullPage: true });
    });
  }
});
