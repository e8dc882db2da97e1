import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn, signUp, toastWith, type TestUser } from './harness';
import { horizontalOverflow, loaded, png } from './pictures';
import { onboardShop, pageOf, type OnboardedShop } from './shop-setup';

interface ShopWithLogo {
  id: string;
  logo: { url: string; thumbnailUrl: string } | null;
}

const searchBox = (page: Page) => page.getByPlaceholder('Search for shops, products, categories...');

/** A shop of its own, found by a search for a word no other test's shop resembles. */
async function shopNamed(): Promise<{ shop: OnboardedShop; keeper: TestUser; token: string }> {
  const token = `Lg${Math.random().toString(36).slice(2, 10)}`;
  const { shop, keeper } = await onboardShop({ name: `${token} Sweets` });
  return { shop, keeper, token };
}

/** A new customer's discover page, searched down to the shop's card. */
async function shopCardFor(page: Page, shop: OnboardedShop, token: string): Promise<Locator> {
  await signUp(page);
  await page.goto('/customer');
  await searchBox(page).fill(token);
  const card = page.getByRole('article', { name: shop.name });
  await card.waitFor();
  return card;
}

/** The logo as the storefront must show it: the thumbnail, the large size for dense screens, lazy, its room fixed. */
async function expectLogoImage(image: Locator, logo: { url: string; thumbnailUrl: string }, size: number) {
  await image.waitFor();
  expect(await image.getAttribute('src')).toBe(logo.thumbnailUrl);
  expect(await image.getAttribute('srcset')).toBe(`${logo.thumbnailUrl} 320w, ${logo.url} 1280w`);
  expect(await image.getAttribute('loading')).toBe('lazy');
  expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual([`${size}`, `${size}`]);
  await image.scrollIntoViewIfNeeded();
  await expect(loaded(image)).resolves.toBe(true);
}

describe('Shop logos', () => {
  it('lets the shopkeeper upload, replace and remove the logo in Shop Details, and customers see it on the card and the shop page', async () => {
    const { shop, keeper, token } = await shopNamed();
    const page = await pageOf(keeper);
    const logoOf = async () => (await call<ShopWithLogo>(page, 'GET', '/api/shopkeeper/shop')).logo;
    await page.goto('/shopkeeper/shop');
    const section = page.getByRole('region', { name: 'Shop logo' });
    await section.getByTestId('shop-logo-placeholder').waitFor();

    await section
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(200, 600, 600) });
    await toastWith(page, 'Logo updated');
    const preview = section.getByRole('img', { name: `${shop.name} logo` });
    await preview.waitFor();
    const uploaded = await logoOf();
    expect(uploaded).not.toBeNull();
    expect(await preview.getAttribute('src')).toBe(uploaded!.thumbnailUrl);
    await expect(loaded(preview)).resolves.toBe(true);

    // A text file named like a picture: the server decodes it, refuses it and says why; the logo stays.
    await section.getByLabel('Replace logo').setInputFiles({
      name: 'menu.png',
      mimeType: 'image/png',
      buffer: Buffer.from('name,price\nLadoo,20\n'),
    });
    const refusal = section.getByRole('alert').filter({ hasText: 'Logo not updated' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Upload a JPEG, PNG or WebP image.');
    expect(await logoOf()).toEqual(uploaded);

    await section
      .getByLabel('Replace logo')
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await png(40, 400, 400) });
    // The first upload's "Logo updated" toast may still be showing: wait for the preview to change instead.
    await section.locator(`img:not([src="${uploaded!.thumbnailUrl}"])`).waitFor();
    await refusal.waitFor({ state: 'detached' });
    const replaced = await logoOf();
    expect(replaced!.url).not.toBe(uploaded!.url);
    expect(await preview.getAttribute('src')).toBe(replaced!.thumbnailUrl);

    const customer = await newPage(DESKTOP);
    const card = await shopCardFor(customer, shop, token);
    await expectLogoImage(card.getByRole('img', { name: `${shop.name} logo` }), replaced!, 80);
    await card.getByRole('link', { name: 'Browse Products' }).click();
    await customer.getByRole('heading', { name: `${shop.name} Products` }).waitFor();
    await expectLogoImage(customer.getByRole('img', { name: `${shop.name} logo` }), replaced!, 64);

    await section.getByRole('button', { name: 'Remove logo' }).click();
    await toastWith(page, 'Logo removed');
    await section.getByTestId('shop-logo-placeholder').waitFor();
    expect(await logoOf()).toBeNull();
    await section.getByText('Upload logo', { exact: true }).waitFor();

    // Without a logo the customer sees the shop's initials in the same room, and no picture.
    await customer.goto('/customer');
    await searchBox(customer).fill(token);
    await card.getByTestId('shop-logo-placeholder').waitFor();
    expect(await card.getByTestId('shop-logo-placeholder').innerText()).toBe('LS');
    expect(await card.locator('img').count()).toBe(0);
  });

  it('fits the logo in Shop Details, on the storefront card and the shop page on a 375 px phone', async () => {
    const { shop, keeper, token } = await shopNamed();
    const phone = await newPage(MOBILE);
    await signIn(phone, keeper);
    await phone.goto('/shopkeeper/shop');
    const section = phone.getByRole('region', { name: 'Shop logo' });
    // A wide logo: it must not widen the page.
    await section
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(90, 1600, 400) });
    await toastWith(phone, 'Logo updated');
    await section.getByRole('img', { name: `${shop.name} logo` }).waitFor();
    const box = await section.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    const { logo } = await call<ShopWithLogo>(phone, 'GET', '/api/shopkeeper/shop');

    const customer = await newPage(MOBILE);
    const card = await shopCardFor(customer, shop, token);
    await expectLogoImage(card.getByRole('img', { name: `${shop.name} logo` }), logo!, 80);
    expect(await horizontalOverflow(customer)).toBeLessThanOrEqual(0);
    await customer.goto(`/customer/shops/${shop.id}/products`);
    await expectLogoImage(customer.getByRole('img', { name: `${shop.name} logo` }), logo!, 64);
    expect(await horizontalOverflow(customer)).toBeLessThanOrEqual(0);
  });

  it('lets the admin upload a shop’s logo on its edit page', async () => {
    const { shop, keeper } = await shopNamed();
    const admin = await newPage();
    await signIn(admin, DEMO_ADMIN);
    await admin.goto(`/admin/shops/${shop.id}`);
    const section = admin.getByRole('region', { name: 'Shop logo' });
    await section
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(150, 500, 500) });
    await toastWith(admin, 'Logo updated');
    await section.getByRole('img', { name: `${shop.name} logo` }).waitFor();

    const keeperPage = await pageOf(keeper);
    const { logo } = await call<ShopWithLogo>(keeperPage, 'GET', '/api/shopkeeper/shop');
    expect(await section.getByRole('img', { name: `${shop.name} logo` }).getAttribute('src')).toBe(logo!.thumbnailUrl);
  });
});
