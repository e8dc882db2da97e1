import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn, tabTo, toastWith, waitForPath } from './harness';
import { REPO_ROOT } from './server';

const SCREENSHOTS = path.join(REPO_ROOT, 'docs/screenshots');

async function searchHelp(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill(text);
}

async function resultCount(page: Page): Promise<number> {
  const heading = await page.getByRole('heading', { name: /^Search Results \(\d+ found\)$/ }).innerText();
  return Number(/\((\d+) found\)/.exec(heading)![1]);
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function fillContactForm(page: Page, message: { subject: string; category: string }) {
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Kavita Meena');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('kavita@example.com');
  await page.getByRole('textbox', { name: 'Phone Number (optional)' }).fill('+91 98290 12345');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: message.category }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill(message.subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('The milk in my order was past its expiry date.');
}

describe('Help centre (/help)', () => {
  it('finds questions by a word of their answer, ignoring case, and counts them', async () => {
    const page = await newPage();
    await page.goto('/help');
    await searchHelp(page, 'cash on delivery');
    const found = await resultCount(page);
    expect(found).toBeGreaterThan(0);
    expect(await page.getByTestId('faq-item').count()).toBe(found);
    expect(await page.getByTestId('faq-item').first().innerText()).toMatch(/cash on delivery/i);

    await searchHelp(page, 'CASH ON DELIVERY');
    expect(await resultCount(page)).toBe(found);
  });

  it('says so when nothing matches, and shows the FAQ again when the search is cleared', async () => {
    const page = await newPage();
    await page.goto('/help');
    await searchHelp(page, 'hovercraft');
    expect(await resultCount(page)).toBe(0);
    await page.getByText('No results found for your search.').waitFor();

    await searchHelp(page, '');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    for (const category of ['Getting Started', 'Orders & Payments', 'Delivery & Shipping', 'Account & Profile']) {
      await page.getByRole('heading', { name: category }).waitFor();
    }
  });

  it('keeps several answers open at once', async () => {
    const page = await newPage();
    await page.goto('/help');
    const payment = page.getByRole('button', { name: 'Which payment methods do you accept?' });
    const track = page.getByRole('button', { name: 'How do I track my order?' });
    await payment.click();
    await track.click();
    expect(await payment.getAttribute('aria-expanded')).toBe('true');
    expect(await track.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Cash on delivery works at every shop.').waitFor();
  });

  it('opens an answer from the keyboard', async () => {
    const page = await newPage();
    await page.goto('/help');
    const question = page.getByRole('button', { name: 'What is Mohalla?' });
    await tabTo(page, question);
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the three support channels and sends Contact Support to /contact', async () => {
    const page = await newPage();
    await page.goto('/help');
    await page.getByRole('heading', { name: 'Get in Touch' }).waitFor();
    const channels = await page.getByTestId('support-channel').allInnerTexts();
    expect(channels).toHaveLength(3);
    expect(channels[0]).toContain('Available 24/7');
    // The live chat card leads to the contact form, which promises a reply within 24 hours.
    expect(channels[0]).toContain('we reply within 24 hours');
    expect(channels[1]).toContain('Mon-Fri 9AM-6PM');
    expect(channels[2]).toContain('Response within 2 hours');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await waitForPath(page, '/contact');
  });
});

describe('Contact page (/contact)', () => {
  it('requires name, email, category, subject and message before sending', async () => {
    const page = await newPage();
    await page.goto('/contact');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const form = await page.getByRole('form', { name: 'Contact form' }).innerText();
    for (const error of [
      'Name is required',
      'Email is required',
      'Please choose a category',
      'Subject is required',
      'Message is required',
    ]) {
      expect(form).toContain(error);
    }
    expect(posted).toBe(false);
  });

  it('sends the message, thanks the visitor, clears the form and stores it for admins', async () => {
    const page = await newPage();
    await page.goto('/contact');
    const subject = `Expired milk ${Date.now()}`;
    await fillContactForm(page, { subject, category: 'Order Problems' });

    // Hold the answer back a moment so the sending state can be seen.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);

    const toast = await toastWith(page, 'Message Sent!');
    expect(await toast.innerText()).toContain("Thank you for contacting us. We'll get back to you within 24 hours.");
    for (const name of ['Full Name', 'Email Address', 'Phone Number (optional)', 'Subject', 'Message']) {
      expect(await page.getByRole('textbox', { name }).inputValue()).toBe('');
    }
    expect(await page.getByRole('combobox', { name: 'Category' }).innerText()).not.toContain('Order Problems');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);

    const admin = await newPage();
    await signIn(admin, DEMO_ADMIN);
    const answer = await admin.request.get(
      `/api/admin/messages?filter=${encodeURIComponent(JSON.stringify({ q: subject }))}`,
    );
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-range']).toBe('messages 0-0/1');
    expect(await answer.json()).toEqual([
      expect.objectContaining({
        name: 'Kavita Meena',
        email: 'kavita@example.com',
        phone: '+91 98290 12345',
        subject,
        category: 'Order Problems',
        message: 'The milk in my order was past its expiry date.',
      }),
    ]);
  });

  it("shows a destructive Error toast with the server's message and keeps what was typed", async () => {
    const page = await newPage();
    await page.goto('/contact');
    await fillContactForm(page, { subject: 'Refused on purpose', category: 'Feedback' });
    // The real limit is 5 messages an hour per address; the answer is replayed rather than spending it.
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 429,
          message: 'You have sent 5 messages in the last hour. Please try again later.',
          error: 'Too Many Requests',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();

    const toast = await toastWith(page, 'Error');
    expect(await toast.getAttribute('class')).toContain('MuiAlert-filledError');
    expect(await toast.innerText()).toContain('You have sent 5 messages in the last hour. Please try again later.');
    expect(await page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Refused on purpose');
  });

  it('shows the support details, business hours and quick answers, and links to all FAQs', async () => {
    const page = await newPage();
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Business Hours' }).waitFor();
    const cards = (await page.getByTestId('contact-card').allInnerTexts()).join('\n');
    expect(cards).toContain('support@mohalla.example');
    expect(cards).toContain('Jaipur, Rajasthan');
    expect(cards).toMatch(/Monday - Friday\s+9:00 - 18:00/);
    expect(cards).toMatch(/Saturday\s+10:00 - 16:00/);
    expect(cards).toMatch(/Sunday\s+Closed/);
    // The page promises what the toast does: 24 hours for the form, 2 hours for email (the spec's times).
    expect(cards).toContain('We reply to emails within 2 hours.');
    expect(await page.getByRole('region', { name: 'Send us a Message' }).innerText()).toContain(
      'We reply to messages sent here within 24 hours.',
    );
    expect(await page.getByTestId('quick-answer').count()).toBe(3);
    await page.getByRole('link', { name: 'View All FAQs' }).click();
    await waitForPath(page, '/help');
  });
});

describe('Legal pages', () => {
  it('numbers the 14 privacy sections and jumps to one from the table of contents', async () => {
    const page = await newPage();
    await page.goto('/privacy');
    await page.getByText('Last updated: January 1, 2025').waitFor();
    const toc = page.getByRole('navigation', { name: 'Table of Contents' });
    expect(await toc.getByRole('link').count()).toBe(14);
    expect(await page.locator('main section h2').count()).toBe(14);
    expect(await page.locator('main').innerText()).toContain('not intended for children under 13');

    const link = toc.getByRole('link', { name: '8. Data Retention' });
    expect(await link.getAttribute('href')).toBe('#data-retention');
    await link.click();
    await page.waitForURL((url) => url.hash === '#data-retention');
    await page.waitForFunction(() => {
      const top = document.getElementById('data-retention')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    expect(await page.locator('#data-retention').innerText()).toContain('7 years');
  });

  it('shows the terms with their important notice and 15 sections', async () => {
    const page = await newPage();
    await page.goto('/terms');
    const notice = page.getByTestId('important-notice');
    expect(await notice.innerText()).toContain('Important Notice');
    expect(await notice.innerText()).toContain(
      "You pay the shop directly: cash on delivery, UPI to the shop's own UPI ID, or the shop's khata",
    );
    expect(await page.locator('main section h2').count()).toBe(15);
    expect(await page.locator('main').innerText()).toContain('at least 18 years old');
  });

  it('shows the refund eligibility, the four steps and the methods table', async () => {
    const page = await newPage();
    await page.goto('/refund');
    await page.getByRole('heading', { name: '2. Refund Eligibility' }).waitFor();
    expect(await page.getByTestId('eligibility-card').count()).toBeGreaterThanOrEqual(6);
    expect(
      await page
        .locator('main ol > li')
        .filter({ hasText: /Step \d: / })
        .count(),
    ).toBe(4);
    const table = page.getByRole('table', { name: 'Refund methods' });
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows[0]).toMatch(/Method\s+How the refund is paid/);
    expect(rows.join('\n')).toMatch(/Paid in cash\s+The shop pays the refund back to you in cash/);
    expect(rows.join('\n')).toMatch(/Paid by UPI\s+The shop sends the refund by UPI to you and records its UTR/);
    expect(rows.join('\n')).toMatch(/On the shop's khata\s+Credited to your khata with that shop/);
    const policy = await page.locator('main').innerText();
    expect(policy).toContain("UPI, straight to the shop's own UPI ID");
    expect(policy).toContain('There are no card, net banking or wallet payments');
  });

  it.each(['/help', '/contact', '/privacy', '/terms', '/refund'])(
    'fits %s into 375 px without sideways scrolling',
    async (path) => {
      const page = await newPage(MOBILE);
      await page.goto(path);
      await page.locator('main h1').waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
    },
  );
});

describe('Screenshots of the help and contact pages', () => {
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`captures /help and /contact at ${size} width`, async () => {
      const page = await newPage(viewport);
      await page.goto('/help');
      await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
      await page.getByRole('button', { name: 'Which payment methods do you accept?' }).click();
      // The footer, below the first screen, loads after it.
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENSHOTS, `help-${size}.png`), fullPage: true });

      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENSHOTS, `contact-${size}.png`), fullPage: true });
    });
  }
});
