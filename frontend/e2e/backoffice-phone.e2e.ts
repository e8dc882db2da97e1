import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DEMO_ADMIN, MOBILE, newPage, signIn } from './harness';
import { onboardShop, pageOf, pendingDairyOrder, stockShop } from './shop-setup';

/** A screen of a back office, and what shows once it has loaded. */
interface Screen {
  path: string;
  /** Resolves once the screen shows its data, so the width is measured on the real content. */
  ready: (page: Page) => Promise<unknown>;
  /** Buttons a phone user must be able to reach on it. */
  actions?: (page: Page) => Locator[];
}

/** The page is no wider than the phone, and each action lies inside its width. */
async function expectFitsThePhone(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await screen.ready(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect({ path: screen.path, width }).toEqual({ path: screen.path, width: MOBILE.width });
  for (const action of screen.actions?.(page) ?? []) {
    await action.scrollIntoViewIfNeeded();
    const box = await action.boundingBox();
    expect(box).not.toBeNull();
    expect({ path: screen.path, left: box!.x >= 0, right: box!.x + box!.width <= MOBILE.width }).toEqual({
      path: screen.path,
      left: true,
      right: true,
    });
  }
}

const LONG_NAME = 'Shree Ganesh Doodh Bhandar and General Provision Store';
const LONG_TEXT = 'Milk, curd, paneer, ghee and butter from the dairy down the lane, fresh every morning before seven';

describe('The back offices at 375 px: no sideways scrolling, every action in reach', () => {
  let admin: Page;
  let keeper: Page;
  let orderId: string;
  let shopId: string;
  let productId: string;
  let categoryId: string;
  let khataId: string;
  let customerName: string;

  beforeAll(async () => {
    const { shop, keeper: keeperUser } = await onboardShop({
      name: LONG_NAME,
      email: `orders.${Date.now().toString(36)}@shreeganeshdoodhbhandar.example.com`,
    });
    shopId = shop.id;
    keeper = await pageOf(keeperUser);
    await keeper.setViewportSize(MOBILE);
    const products = await stockShop(keeper, [{ name: 'Full Cream Milk Tetra Pack (Family Size)', price: '72.00' }], {
      category: 'Dairy and Fresh Milk Products',
      description: LONG_TEXT,
    });
    productId = products['Full Cream Milk Tetra Pack (Family Size)'].id;
    ({ id: categoryId } = await call<{ id: string }>(keeper, 'POST', '/api/shopkeeper/categories', {
      name: 'Sweets',
      description: LONG_TEXT,
    }));

    const dairy = await pendingDairyOrder();
    orderId = dairy.order.id;
    // The dairy's customer has a khata at this shop too, with an entry whose note is long.
    ({ id: khataId } = await call<{ id: string }>(keeper, 'POST', '/api/shopkeeper/khatas', {
      customer: dairy.customer.username,
      creditLimit: '2000',
    }));
    customerName = dairy.customer.name;
    await call(keeper, 'POST', `/api/shopkeeper/khatas/${khataId}/corrections`, { amount: '120.50', note: LONG_TEXT });
    await keeper.request.post('/api/contact', {
      data: {
        name: 'Asha Verma',
        email: 'asha.verma.with.a.long.address@example.com',
        subject: 'The delivery of my order came two hours after the promised time',
        category: 'Delivery Problems',
        message: LONG_TEXT,
      },
    });

    admin = await newPage(MOBILE);
    await signIn(admin, DEMO_ADMIN);
  });

  const adminScreens: Screen[] = [
    {
      path: '/admin',
      ready: (page) => page.getByRole('region', { name: 'Recent orders' }).getByRole('link').first().waitFor(),
      actions: (page) => [page.getByRole('link', { name: 'Read messages' })],
    },
    {
      // Searched for: other tests' shops may push it off the first page of names.
      path: `/admin/shops?filter=${encodeURIComponent(JSON.stringify({ q: LONG_NAME }))}`,
      ready: (page) => page.getByText(LONG_NAME).first().waitFor(),
      actions: (page) => [
        page.getByRole('link', { name: 'Onboard Shop' }),
        page.getByRole('link', { name: LONG_NAME }),
      ],
    },
    {
      path: '/admin/shops/create',
      ready: (page) => page.getByRole('region', { name: 'Onboard a shop' }).getByLabel('Shop name').waitFor(),
      actions: (page) => [page.getByRole('button', { name: 'Onboard Shop' })],
    },
    {
      path: '/admin/orders',
      ready: (page) =>
        page
          .getByText(/Order #[0-9a-f]{8}/)
          .first()
          .waitFor(),
      actions: (page) => [page.getByRole('combobox', { name: 'Status' }), page.getByRole('combobox', { name: 'Shop' })],
    },
    {
      path: '/admin/messages',
      ready: (page) =>
        page.getByText('The delivery of my order came two hours after the promised time').first().waitFor(),
    },
    {
      path: '/admin/analytics',
      ready: (page) => page.getByRole('region', { name: 'Cancellations by reason (all time)' }).waitFor(),
    },
  ];

  it.each(adminScreens.map((screen) => [screen.path, screen] as const))('admin %s fits', async (_path, screen) => {
    await expectFitsThePhone(admin, screen);
  });

  it('admin order page and shop edit page fit, with their buttons in reach', async () => {
    await expectFitsThePhone(admin, {
      path: `/admin/orders/${orderId}/show`,
      ready: (page) => page.getByRole('button', { name: 'Update Status' }).first().waitFor(),
      actions: (page) => [
        page.getByRole('combobox', { name: 'Status' }),
        page.getByRole('button', { name: 'Update Status' }),
      ],
    });
    // The override's reasons open below the status: still within the phone.
    await admin.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'cancelled' }).click();
    await admin.getByRole('radiogroup', { name: 'Reason for cancelling' }).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);

    await expectFitsThePhone(admin, {
      path: `/admin/shops/${shopId}`,
      ready: (page) =>
        page.waitForFunction(
          (name) => Array.from(document.querySelectorAll('input')).some((input) => input.value === name),
          LONG_NAME,
        ),
      actions: (page) => [page.getByRole('button', { name: 'Save' }), page.getByRole('button', { name: 'Delete' })],
    });
  });

  const shopkeeperScreens: Screen[] = [
    {
      path: '/shopkeeper/categories',
      ready: (page) => page.getByText('Sweets', { exact: true }).first().waitFor(),
      actions: (page) => {
        const card = page.getByRole('listitem', { name: 'Sweets' });
        return [card.getByRole('link', { name: 'Edit' }), card.getByRole('button', { name: 'Delete' })];
      },
    },
    {
      path: '/shopkeeper/categories/create',
      ready: (page) => page.getByRole('textbox', { name: 'Name' }).first().waitFor(),
      actions: (page) => [page.getByRole('button', { name: 'Save' })],
    },
    {
      path: '/shopkeeper/products',
      ready: (page) =>
        page.getByRole('article', { name: 'Full Cream Milk Tetra Pack (Family Size)' }).first().waitFor(),
      actions: (page) => {
        const card = page.getByRole('article', { name: 'Full Cream Milk Tetra Pack (Family Size)' });
        return [
          card.getByRole('button', { name: 'Make Out of Stock' }),
          card.getByRole('link', { name: 'Edit' }),
          card.getByRole('button', { name: 'Delete' }),
        ];
      },
    },
    {
      path: '/shopkeeper/products/create',
      ready: (page) => page.getByRole('dialog', { name: 'Add Product' }).first().waitFor(),
      actions: (page) => [page.getByRole('dialog').getByRole('button', { name: 'Save' })],
    },
    {
      path: '/shopkeeper/khatas',
      ready: (page) => page.getByRole('listitem', { name: customerName }).waitFor(),
      actions: (page) => [page.getByRole('listitem', { name: customerName }).getByRole('link')],
    },
    {
      path: '/shopkeeper/khatas/create',
      ready: (page) => page.getByRole('textbox', { name: 'Customer (username or phone)' }).waitFor(),
      actions: (page) => [page.getByRole('button', { name: 'Save' })],
    },
    {
      path: '/shopkeeper/shop',
      ready: (page) => page.getByRole('heading', { name: LONG_NAME }).first().waitFor(),
      actions: (page) => [page.getByRole('button', { name: 'Edit Shop Details' })],
    },
  ];

  it.each(shopkeeperScreens.map((screen) => [screen.path, screen] as const))(
    'shopkeeper %s fits',
    async (_path, screen) => {
      await expectFitsThePhone(keeper, screen);
    },
  );

  it('the khata page fits, with its actions, statement downloads and entries', async () => {
    await expectFitsThePhone(keeper, {
      path: `/shopkeeper/khatas/${khataId}`,
      ready: (page) => page.getByText(`Correction: ${LONG_TEXT}`).waitFor(),
      actions: (page) =>
        ['Record payment', 'Correct', 'Change limit', 'Freeze']
          .map((name) => page.getByRole('button', { name, exact: true }))
          .concat(['Download PDF', 'Download CSV'].map((name) => page.getByRole('link', { name }))),
    });
  });

  it('shopkeeper edit pages of a category and a product fit', async () => {
    await expectFitsThePhone(keeper, {
      path: `/shopkeeper/categories/${categoryId}`,
      ready: (page) =>
        page.waitForFunction(
          (text) => Array.from(document.querySelectorAll('textarea')).some((area) => area.value === text),
          LONG_TEXT,
        ),
      actions: (page) => [page.getByRole('button', { name: 'Save' }), page.getByRole('button', { name: 'Delete' })],
    });
    await expectFitsThePhone(keeper, {
      path: `/shopkeeper/products/${productId}`,
      ready: (page) =>
        page.waitForFunction(
          (text) => Array.from(document.querySelectorAll('textarea')).some((area) => area.value === text),
          LONG_TEXT,
        ),
      actions: (page) => [page.getByRole('dialog').getByRole('button', { name: 'Save' })],
    });
  });
});
