import type { Page, Route } from 'playwright-core';
import { call } from './api';
import { newPage, signUp, toastWith, uniqueUser } from './harness';
import { onboardShop, pageOf, pendingDairyOrder, stockShop } from './shop-setup';

/** The pages take the rules from the server's answers: these tests change an answer and watch the page follow. */

interface Order {
  id: string;
  status: string;
  nextStatuses: string[];
  itemsChangeable: boolean;
  cancellableUntil: string | null;
}

/** A customer's pending order of two products, as the shopkeeper's and the customer's pages. */
async function pendingOrder() {
  const { shopkeeperPage: shopkeeper, customerPage: customer, order } = await pendingDairyOrder<Order>();
  return { shopkeeper, customer, order };
}

/** Answers GET `path` with the server's JSON passed through `change`. */
async function rewriteAnswer(page: Page, path: string, change: (body: Record<string, unknown>) => void) {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      change(body);
      await route.fulfill({ response, json: body });
    },
  );
}

/** Opens the order from the shopkeeper's order list, as a shopkeeper does. */
async function openShopOrder(page: Page, orderId: string) {
  await page.goto('/shopkeeper/orders');
  await page
    .getByRole('row')
    .filter({ hasText: `Order #${orderId.slice(0, 8)}` })
    .click();
  await page.getByRole('heading', { level: 1, name: `Order #${orderId.slice(0, 8)}` }).waitFor();
}

async function offeredStatuses(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Order status' }).click();
  const offered = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return offered;
}

describe("The shopkeeper's order page", () => {
  it('offers the current status, then the moves the server answers in nextStatuses', async () => {
    const { shopkeeper, order } = await pendingOrder();
    expect(order.nextStatuses).toEqual(['cancelled']); // the customer's view of the same order
    await rewriteAnswer(shopkeeper, `/api/shopkeeper/orders/${order.id}`, (body) => {
      expect(body.nextStatuses).toEqual(['confirmed', 'cancelled']);
      body.nextStatuses = ['cancelled'];
      body.itemsChangeable = false;
    });
    await openShopOrder(shopkeeper, order.id);
    expect(await offeredStatuses(shopkeeper)).toEqual(['Pending', 'Cancelled']);
    const curd = shopkeeper.getByRole('combobox', { name: 'Fulfillment of Curd' });
    expect(await curd.getAttribute('aria-disabled')).toBe('true');
  });

  it('offers one step on and no item changes once the order is dispatched', async () => {
    const { shopkeeper, order } = await pendingOrder();
    for (const status of ['confirmed', 'ready for pickup', 'dispatched']) {
      await call(shopkeeper, 'PUT', `/api/shopkeeper/orders/${order.id}`, { status });
    }
    await openShopOrder(shopkeeper, order.id);
    expect(await offeredStatuses(shopkeeper)).toEqual(['Dispatched', 'Delivered']);
    const curd = shopkeeper.getByRole('combobox', { name: 'Fulfillment of Curd' });
    expect(await curd.getAttribute('aria-disabled')).toBe('true');
  });
});

describe("The customer's order page", () => {
  it('offers Cancel Order while the server lists cancelled among the next statuses', async () => {
    const { customer, order } = await pendingOrder();
    await customer.goto(`/customer/orders/${order.id}`);
    await customer.getByRole('heading', { name: `Order #${order.id.slice(0, 8)}` }).waitFor();
    await customer.getByRole('button', { name: 'Cancel Order' }).waitFor();
  });

  it('offers no Cancel Order when the server lists no next status, even inside the window', async () => {
    const { customer, order } = await pendingOrder();
    await rewriteAnswer(customer, `/api/customer/orders/${order.id}`, (body) => {
      expect(body.cancellableUntil).not.toBeNull();
      body.nextStatuses = [];
    });
    await customer.goto(`/customer/orders/${order.id}`);
    await customer.getByRole('heading', { name: `Order #${order.id.slice(0, 8)}` }).waitFor();
    await customer.getByTestId('timeline-entry').first().waitFor();
    expect(await customer.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
  });
});

describe('Discover shops', () => {
  it("asks for the shops from the customer's default address and shows the server's distances", async () => {
    const name = `Distance Kirana ${Date.now().toString(36)}`;
    const { shop } = await onboardShop({ name, latitude: 26.9124, longitude: 75.7873 });
    const page = await newPage();
    await signUp(page);
    await call(page, 'POST', '/api/customer/addresses', {
      title: 'Home',
      addressLine: '12, Nehru Marg',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302004',
      isDefault: true,
      latitude: 26.915,
      longitude: 75.79,
    });
    const asked: string[] = [];
    await rewriteAnswer(page, '/api/customer/shops', (body) => {
      const shops = body as unknown as { id: string; distanceKm: number | null }[];
      // Not in the answers before the search when other tests' shops are nearer than a page holds.
      const ours = shops.find((candidate) => candidate.id === shop.id);
      if (!ours) return;
      expect(ours.distanceKm).toBe(0.4);
      ours.distanceKm = 3.3;
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/customer/shops') asked.push(url.searchParams.get('filter') ?? '');
    });

    await page.goto('/customer');
    await page.getByPlaceholder('Search for shops, products, categories...').fill(name);
    const card = page.getByRole('article', { name });
    await card.getByText('3.3 km away').waitFor();
    // Asked once the default address is known, and always from its point (with or without the search).
    expect(asked.length).toBeGreaterThan(0);
    for (const filter of asked) {
      const { q, ...point } = JSON.parse(filter || '{}') as { q?: string };
      expect(point).toEqual({ lat: 26.915, lng: 75.79 });
      expect([undefined, name]).toContain(q);
    }
  });
});

describe('Categories of a shop', () => {
  it('disables Delete of a category that still has products and says why; the server refuses too', async () => {
    const { keeper } = await onboardShop();
    const page = await pageOf(keeper);
    await stockShop(page, [{ name: 'Paneer' }, { name: 'Curd' }, { name: 'Ghee' }], {
      category: 'Dairy',
      originalPrice: '10.00',
      discountedPrice: '10.00',
    });
    const empty = await call<{ id: string }>(page, 'POST', '/api/shopkeeper/categories', { name: 'Snacks' });

    await page.goto('/shopkeeper/categories');
    const dairy = page.getByRole('row').filter({ hasText: 'Dairy' });
    const remove = dairy.getByRole('button', { name: 'Delete' });
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);
    expect(await dairy.getByTestId('delete-disabled-reason').getAttribute('title')).toBe(
      'Move or delete its 3 products first',
    );
    expect(
      await page.getByRole('row').filter({ hasText: 'Snacks' }).getByRole('button', { name: 'Delete' }).isEnabled(),
    ).toBe(true);

    const categories = await call<{ id: string; name: string }[]>(page, 'GET', '/api/shopkeeper/categories');
    const dairyId = categories.find((category) => category.name === 'Dairy')!.id;
    expect((await page.request.delete(`/api/shopkeeper/categories/${dairyId}`)).status()).toBe(409);
    expect((await page.request.delete(`/api/shopkeeper/categories/${empty.id}`)).ok()).toBe(true);
  });
});

describe('Phone numbers', () => {
  const SENTENCE = 'Enter a phone number such as +91 98765 43210, with digits, spaces or hyphens only.';

  it('the server refuses a malformed one in a sentence, and the sign-up form says the same', async () => {
    const page = await newPage();
    const { username, email, password, role, name } = uniqueUser();
    const refused = await page.request.post('/api/register', {
      data: { username, email, password, role, name, phone: 'call me' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toEqual([SENTENCE]);

    await page.goto('/auth?tab=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('call me');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText(SENTENCE).waitFor();
  });
});

describe('A failed call, as the page tells it', () => {
  async function sendContactForm(page: Page) {
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Kavita Meena');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('kavita@example.com');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Feedback' }).click();
    await page.getByRole('textbox', { name: 'Subject' }).fill('Refused on purpose');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    return toastWith(page, 'Error');
  }

  it("reads the server's validation messages as sentences", async () => {
    const page = await newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: {
          statusCode: 400,
          message: [
            'Enter a phone number such as +91 98765 43210, with digits, spaces or hyphens only.',
            'subject must be shorter than or equal to 150 characters',
          ],
          error: 'Bad Request',
        },
      }),
    );
    const toast = await sendContactForm(page);
    expect(await toast.innerText()).toContain(
      'Enter a phone number such as +91 98765 43210, with digits, spaces or hyphens only. Subject must be shorter than or equal to 150 characters.',
    );
  });

  it('says the server could not be reached when no answer came', async () => {
    const page = await newPage();
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    const toast = await sendContactForm(page);
    expect(await toast.innerText()).toContain('The server could not be reached. Check your connection and try again.');
  });
});
