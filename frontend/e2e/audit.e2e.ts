import type { Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, MOBILE, newPage, signIn, toastWith, waitForPath } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

/** The audit log narrowed by its search to entries naming `text`. */
async function searchAuditLog(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Search people and names').fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
}

describe('The audit log', () => {
  it('shows the admin their edit of a shop, who made it and the phone before and after; a click narrows it to them', async () => {
    const { shop } = await onboardShop();
    const page = await newPage();
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/shops/${shop.id}`);
    await page.getByLabel('Shop phone').fill('+91 98290 12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Shop updated');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
    await waitForPath(page, '/admin/audit-log');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await searchAuditLog(page, shop.name);
    const edited = page.getByRole('row').filter({ hasText: 'Shop edited' }).filter({ hasText: shop.name });
    await edited.waitFor();
    const cells = await edited.innerText();
    expect(cells).toContain('Mohalla Admin (admin)');
    expect(cells).toContain('Phone: +91 141 256 7890 → +91 98290 12345');
    const onboarded = page.getByRole('row').filter({ hasText: 'Shop onboarded' }).filter({ hasText: shop.name });
    expect(await onboarded.innerText()).toContain(`Name: ${shop.name}`);
    expect(await onboarded.innerText()).not.toContain('GSTIN');
    await onboarded.getByRole('button', { name: /Show all \d+ fields/ }).click();
    expect(await onboarded.innerText()).toContain('GSTIN: 08ABCDE1234F1Z0');

    // Narrowed to one action, the onboarding leaves the list; then to the admin, with the way back.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Shop edited' }).click();
    await onboarded.waitFor({ state: 'detached' });
    await edited.getByRole('button', { name: 'Mohalla Admin (admin)' }).click();
    const chip = page.getByRole('button', { name: 'Changes by Mohalla Admin' });
    await chip.waitFor();
    expect(await edited.isVisible()).toBe(true);
    await chip.locator('.MuiChip-deleteIcon').click();
    await chip.waitFor({ state: 'detached' });
  });

  it("fits a 375 px phone and shows a shopkeeper's price change as before → after", async () => {
    const { shop, keeper } = await onboardShop();
    const keeperPage = await pageOf(keeper);
    const { Ghee: ghee } = await stockShop(keeperPage, [{ name: 'Ghee', price: '560.00' }]);
    await call(keeperPage, 'PUT', `/api/shopkeeper/products/${ghee.id}`, { discountedPrice: '525.00' });

    const page = await newPage(MOBILE);
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: 'Ghee' }))}`);
    const change = page
      .getByRole('listitem')
      .filter({ hasText: 'Product edited · Product Ghee' })
      .filter({ hasText: `${keeper.name} (shopkeeper)` });
    await change.waitFor();
    const text = await change.innerText();
    expect(text).toContain('Discounted price: ₹560.00 → ₹525.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);

    // The shop's own trail: its onboarding, at the phone's width too.
    await page.goto(`/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: shop.name }))}`);
    await page
      .getByRole('listitem')
      .filter({ hasText: `Shop onboarded · Shop ${shop.name}` })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
  });
});
