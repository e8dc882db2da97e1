import type { Page } from 'playwright-core';
import { call } from './api';
import { download, parseCsv, toCsv } from './csv';
import { DESKTOP, MOBILE, newPage, signIn, toastWith, type TestUser } from './harness';
import { onboardShop, stockShop } from './shop-setup';

interface ShopProduct {
  sku: string | null;
  name: string;
  categoryName: string | null;
  discountedPrice: string;
}

const COLUMNS = [
  'sku',
  'name',
  'category',
  'description',
  'weight',
  'originalPrice',
  'discountedPrice',
  'gstPercentage',
  'gstIncluded',
  'isInStock',
];

const productsOf = (page: Page) => call<ShopProduct[]>(page, 'GET', '/api/shopkeeper/products');

/** A CSV file as the import dialog's file chooser takes it. */
const csvFile = (text: string) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

describe.each([
  ['on a desktop', DESKTOP],
  ['at 375 px', MOBILE],
])('Products in and out as CSV, %s', (_width, viewport) => {
  let keeper: TestUser;
  let page: Page;
  let sku: string;

  beforeEach(async () => {
    // The shop's name is random, and so are the SKUs: other tests' shops and files never match them.
    sku = Math.random().toString(36).slice(2, 8).toUpperCase();
    ({ keeper } = await onboardShop({ name: `CSV Kirana ${sku}` }));
    page = await newPage(viewport);
    await signIn(page, keeper);
    await stockShop(page, [
      { name: 'Basmati Rice', price: '120.00', sku: `RICE-${sku}` },
      { name: 'Toor Dal', price: '150.00', sku: `DAL-${sku}` },
    ]);
    await page.goto('/shopkeeper/products');
    await page.getByRole('article', { name: 'Basmati Rice' }).waitFor();
  });

  it('exports the products, imports the edited file after its preview, and lists the change and the new product', async () => {
    const exported = await download(page, page.getByRole('link', { name: 'Export CSV' }));
    expect(exported.fileName).toBe('products.csv');
    const rows = parseCsv(exported.text);
    expect(rows.map((row) => [row.sku, row.name, row.category, row.discountedPrice])).toEqual([
      [`RICE-${sku}`, 'Basmati Rice', 'Staples', '120.00'],
      [`DAL-${sku}`, 'Toor Dal', 'Staples', '150.00'],
    ]);

    const edited = rows.map((row) => (row.name === 'Basmati Rice' ? { ...row, discountedPrice: '99.50' } : row));
    edited.push({
      sku: `GHEE-${sku}`,
      name: 'Desi Ghee',
      category: 'Dairy',
      weight: '1l',
      originalPrice: '600.00',
      discountedPrice: '580.00',
      gstPercentage: '12',
    });
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    await dialog.getByLabel('Choose CSV file').setInputFiles(csvFile(toCsv(COLUMNS, edited)));

    const preview = dialog.getByRole('alert').filter({ hasText: '3 rows ready to import' });
    await preview.waitFor();
    expect(await preview.innerText()).toContain(
      '1 new product, 2 updates of products by their SKU. New categories: Dairy.',
    );
    expect((await productsOf(page)).map((product) => product.name).sort()).toEqual(['Basmati Rice', 'Toor Dal']);

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await (await toastWith(page, 'Products imported')).innerText()).toContain('1 added, 2 updated');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: 'Desi Ghee' }).waitFor();
    await page.getByRole('article', { name: 'Basmati Rice' }).filter({ hasText: '₹99.50' }).waitFor();
    expect(
      (await productsOf(page)).map(({ sku, name, categoryName, discountedPrice }) => [
        sku,
        name,
        categoryName,
        discountedPrice,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [`RICE-${sku}`, 'Basmati Rice', 'Staples', '99.50'],
        [`DAL-${sku}`, 'Toor Dal', 'Staples', '150.00'],
        [`GHEE-${sku}`, 'Desi Ghee', 'Dairy', '580.00'],
      ]),
    );
  });

  it('shows every problem of a bad file by line and field, and imports nothing', async () => {
    const bad = toCsv(COLUMNS, [
      {
        sku: `RICE-${sku}`,
        name: 'Basmati Rice',
        category: 'Staples',
        weight: '5kg',
        originalPrice: '120',
        discountedPrice: '80',
        gstPercentage: '5',
      },
      {
        sku: `SUGAR-${sku}`,
        name: 'Sugar',
        category: 'Staples',
        weight: '1kg',
        originalPrice: 'abc',
        discountedPrice: '45',
        gstPercentage: '5',
      },
      {
        sku: `SALT-${sku}`,
        name: 'Salt',
        category: 'Staples',
        weight: '1kg',
        originalPrice: '25',
        discountedPrice: '22',
        gstPercentage: '5',
        isInStock: 'maybe',
      },
    ]);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    await dialog.getByLabel('Choose CSV file').setInputFiles(csvFile(bad));

    await dialog
      .getByRole('alert')
      .filter({ hasText: '2 problems in the file: nothing can be imported yet' })
      .waitFor();
    const problems = dialog.getByRole('table', { name: 'Problems by line' }).getByRole('row');
    expect(await problems.allInnerTexts()).toEqual([
      expect.stringMatching(/Line\s+Field\s+Problem/),
      expect.stringMatching(
        /^3\s+originalPrice\s+originalPrice must be an amount in rupees with at most two decimals$/,
      ),
      expect.stringMatching(/^4\s+isInStock\s+isInStock must be a boolean value$/),
    ]);
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await productsOf(page)).map(({ name, discountedPrice }) => [name, discountedPrice]).sort()).toEqual([
      ['Basmati Rice', '120.00'],
      ['Toor Dal', '150.00'],
    ]);
  });
});
