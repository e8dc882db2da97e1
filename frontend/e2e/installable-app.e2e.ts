import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, signIn, signUp, withProfilePage } from './harness';
import { onboardShop } from './shop-setup';

const VIEWPORTS = [
  ['at 375 px', MOBILE],
  ['on a desktop', DESKTOP],
] as const;

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/**
 * `page` on the app, signed in as a new shop's shopkeeper (the back office registers the worker a
 * while after it opened), then reloaded under the service worker.
 */
async function openTwice(page: Page): Promise<Page> {
  const { keeper } = await onboardShop();
  await signIn(page, keeper);
  await page.goto('/shopkeeper');
  // Ready once the worker is active, which it becomes when it has kept the app's files.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  return page;
}

it("registers no service worker on a visitor's or a customer's pages: they download only what they show", async () => {
  const page = await newPage(MOBILE, { serviceWorkers: 'allow' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: /Your neighbourhood shops/ }).waitFor();
  await signUp(page);
  await page.goto('/customer');
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
  await page.waitForTimeout(12_000);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
});

const controlledPage = async (viewport: typeof DESKTOP) =>
  openTwice(await newPage(viewport, { serviceWorkers: 'allow' }));

describe('The installable app', () => {
  it.each(VIEWPORTS)('is controlled by its service worker after a reload %s', async (_, viewport) => {
    const page = await controlledPage(viewport);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  });

  it.each(VIEWPORTS)("meets the browser's conditions for installing it %s", async (_, viewport) => {
    // Chrome's own check, which its offer to install and Lighthouse's installability audit use.
    await withProfilePage(viewport, async (page) => {
      await openTwice(page);
      const browser = await page.context().newCDPSession(page);
      const { installabilityErrors } = await browser.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    });
  });

  it.each(VIEWPORTS)('shows its pages without a network once it has been opened %s', async (_, viewport) => {
    const page = await controlledPage(viewport);
    await page.context().setOffline(true);

    const help = await page.goto('/help');
    // The copy the service worker keeps, without the user the server writes into each page it answers.
    expect(await help!.text()).toContain('<script type="application/json" id="session"></script>');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    // Still signed in: the service worker answers who with the user of the last page the server sent.
    await page.getByRole('button', { name: /^Notifications, / }).waitFor();
  });

  it.each(VIEWPORTS)(
    'names itself Mohalla in its manifest, with icons of 192 and 512 px that load %s',
    async (_, viewport) => {
      const page = await newPage(viewport);
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const answer = await page.request.get(href!);
      expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await answer.json()) as WebAppManifest;
      expect(manifest).toMatchObject({ name: 'Mohalla', short_name: 'Mohalla', start_url: '/', display: 'standalone' });
      expect(manifest.icons.map(({ sizes, purpose = 'any' }) => `${sizes} ${purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      for (const { src, sizes } of manifest.icons) {
        const icon = await page.request.get(src);
        expect({ src, status: icon.status(), type: icon.headers()['content-type'] }).toEqual({
          src,
          status: 200,
          type: 'image/png',
        });
        // A PNG's width and height, in its header.
        const png = await icon.body();
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
      }
    },
  );
});

/**
 * Makes the offer Chrome makes when the app can be installed, with a prompt that counts its uses;
 * answers whether the page kept the browser from showing its own banner.
 */
async function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    const counted = window as { prompts?: number };
    const prompt = async () => {
      counted.prompts = (counted.prompts ?? 0) + 1;
      return { outcome: 'accepted' };
    };
    dispatchEvent(Object.assign(offer, { prompt }));
    return offer.defaultPrevented;
  });
}

const promptsShown = (page: Page) => page.evaluate(() => (window as { prompts?: number }).prompts ?? 0);

async function openBackOffice(viewport: typeof DESKTOP): Promise<Page> {
  const { keeper } = await onboardShop();
  const page = await newPage(viewport);
  await signIn(page, keeper);
  // The app's code has run, the back office's has not loaded yet: the offer may come that early.
  await page.goto('/shopkeeper', { waitUntil: 'domcontentloaded' });
  return page;
}

describe("The shopkeeper's Install app button", () => {
  it('shows on a phone while the browser offers the app, and prompts once', async () => {
    const page = await openBackOffice(MOBILE);
    expect(await offerInstall(page)).toBe(true);
    const install = page.getByRole('button', { name: 'Install app' });
    await install.click();
    expect(await promptsShown(page)).toBe(1);
    await install.waitFor({ state: 'detached' });

    // A refused prompt: the browser may offer again later.
    await offerInstall(page);
    await install.waitFor();
    await page.evaluate(() => dispatchEvent(new Event('appinstalled')));
    await install.waitFor({ state: 'detached' });
    expect(await promptsShown(page)).toBe(1);
  });

  it('does not show on a desktop', async () => {
    const page = await openBackOffice(DESKTOP);
    expect(await offerInstall(page)).toBe(true);
    await page.getByRole('heading', { name: 'Shop Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
  });
});
