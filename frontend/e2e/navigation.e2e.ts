import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DESKTOP,
  MOBILE,
  newPage,
  signIn,
  signUp,
  tabTo,
  toastWith,
  waitForPath,
} from './harness';
import { onboardShop } from './shop-setup';

describe('Header, footer and navigation', () => {
  it('shows the 404 page for an unknown path, answered with HTTP status 404', async () => {
    const page = await newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Did you forget to add the page to the router?');
  });

  it('shows the customer links with the current one highlighted', async () => {
    const page = await newPage();
    await signUp(page);
    await page.goto('/customer/orders');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Cart' }).waitFor();
    expect((await nav.innerText()).split('\n')).toEqual([
      'Browse Shops',
      'Orders',
      'Khata',
      'Profile',
      'Addresses',
      'Cart',
    ]);
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('Orders');
  });

  it('shows the shopkeeper links, Claims and Khata book after Orders, each highlighted on its screens', async () => {
    const { keeper } = await onboardShop();
    const page = await newPage();
    await signIn(page, keeper);
    await page.goto('/shopkeeper/khatas/create');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Khata book' }).waitFor();
    expect((await nav.innerText()).split('\n')).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Claims',
      'Khata book',
      'Shop Details',
      'Categories',
      'Ledger',
    ]);
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('Khata book');
    // The refunds the claims led to belong to Claims.
    await page.goto('/shopkeeper/refunds');
    await page.getByRole('heading', { name: 'Refunds' }).first().waitFor();
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('Claims');
  });

  it.each([
    ['at 375 px', MOBILE],
    ['on a desktop', DESKTOP],
  ])("paints the header's bar before the app's code arrives, then the header in its place %s", async (_, viewport) => {
    const page = await newPage(viewport);
    let releaseCode = () => {};
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route('**/assets/*.js', (route) => codeReleased.then(() => route.continue()));
    // Not to DOMContentLoaded: that waits for the app's code.
    await page.goto('/', { waitUntil: 'commit' });
    const shell = page.locator('#root > .shell');
    await shell.waitFor();
    expect(await shell.innerText()).toBe('Mohalla');
    const shellBox = await shell.boundingBox();

    releaseCode();
    await page.getByRole('link', { name: 'Mohalla home' }).first().waitFor();
    expect(await shell.count()).toBe(0);
    expect(await page.locator('header').first().boundingBox()).toEqual(shellBox);
  });

  it('links the footer to the public pages', async () => {
    const page = await newPage();
    await page.goto('/');
    const footer = page.locator('footer');
    for (const [label, href] of [
      ['Help Center', '/help'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Refund Policy', '/refund'],
      ['Shopping Cart', '/cart'],
    ]) {
      expect(await footer.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    const socialHrefs = await footer
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(socialHrefs.length).toBeGreaterThan(0);
    expect(socialHrefs.every((href) => href.startsWith('https://'))).toBe(true);
  });

  it('opens the side sheet at 375 px and navigates from it', async () => {
    const page = await newPage(MOBILE);
    await signIn(page, DEMO_CUSTOMER);
    await page.goto('/customer');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation menu' });
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'Addresses' }).click();

    await waitForPath(page, '/customer/addresses');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'My Addresses' }).waitFor();
  });

  it('shows the scroll-to-top button after 300 px and scrolls back up', async () => {
    const page = await newPage();
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.count()).toBe(0);
    // The footer, below the first screen, comes after it: the page is only then long enough to scroll.
    await page.getByRole('contentinfo').waitFor();
    await page.mouse.wheel(0, 1200);
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('Keyboard access', () => {
  it('reaches the Sign In tab and fields with Tab and signs in with Enter', async () => {
    const page = await newPage();
    await page.goto('/auth?tab=signup');
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    // The selected tab (Sign Up) takes the Tab stop; the arrow keys move between tabs.
    await tabTo(page, page.getByRole('tab', { name: 'Sign Up' }));
    await page.keyboard.press('ArrowLeft');
    expect(await signInTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();

    await tabTo(page, page.getByRole('textbox', { name: 'Username' }));
    await page.keyboard.type(DEMO_ADMIN.username);
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('Password').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(DEMO_ADMIN.password);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/admin');
  });

  it('opens the mobile menu and follows a link with the keyboard', async () => {
    const page = await newPage(MOBILE);
    await signIn(page, DEMO_CUSTOMER);
    await page.goto('/customer');
    await tabTo(page, page.getByRole('button', { name: 'Open navigation menu' }));
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Navigation menu' });
    await sheet.waitFor();
    await tabTo(page, sheet.getByRole('link', { name: 'Profile' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/customer/profile');
  });

  it('focuses the notifications with F8 and closes a toast with the keyboard', async () => {
    const page = await newPage();
    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Username' }).fill('nobody-here');
    await page.getByLabel('Password').fill('wrong-password');
    await page.keyboard.press('Enter');
    const toast = await toastWith(page, 'Login failed');

    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast.waitFor({ state: 'hidden' });
  });
});
