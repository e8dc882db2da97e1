import type { Locator, Page } from 'playwright-core';
import { call } from './api';
import { DESKTOP, MOBILE, newPage } from './harness';

interface ClaimReason {
  code: string;
  label: string;
  windowHours: number;
  photos: boolean;
  outcomes: ('full-refund' | 'partial-refund' | 'replacement')[];
}

interface RefundPolicy {
  cancelWithinMinutes: number;
  lateAfterMinutes: number;
  lateRefundPercent: string;
  shopAnswersWithinHours: number;
  disputeWithinHours: number;
  maxPhotos: number;
  reasons: ClaimReason[];
}

const OUTCOME_LABELS: Record<ClaimReason['outcomes'][number], string> = {
  'full-refund': 'Full refund',
  'partial-refund': 'Partial refund',
  replacement: 'Replacement',
};

const VIEWPORTS = [
  ['375 px', MOBILE],
  ['desktop', DESKTOP],
] as const;

function readPolicy(page: Page): Promise<RefundPolicy> {
  return call<RefundPolicy>(page, 'GET', '/api/refund-policy');
}

function reason(policy: RefundPolicy, code: string): ClaimReason {
  return policy.reasons.find((candidate) => candidate.code === code)!;
}

/** "12.50" reads 12.5% */
function lateShare(policy: RefundPolicy): string {
  return `the delivery charge and ${Number(policy.lateRefundPercent)}% of the items' value`;
}

function eligibilityCard(page: Page, title: string): Locator {
  return page.getByTestId('eligibility-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function faqAnswer(page: Page, question: string): Promise<string> {
  await page.getByRole('button', { name: question }).click();
  const answer = page.getByRole('region', { name: question });
  await answer.locator('p').waitFor();
  return answer.innerText();
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The grey bars standing for the policy's texts while it loads. */
function placeholders(page: Page, within: string): Locator {
  return page.locator(within).getByTestId('policy-placeholder');
}

async function topOf(page: Page, selector: string): Promise<number> {
  return (await page.locator(selector).boundingBox())!.y;
}

/** Holds the policy's answer back until `release` is called, or answers 500 while `fail` says so. */
async function controlPolicy(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const control = { release, fail: false };
  await page.route('**/api/refund-policy', async (route) => {
    if (control.fail) return route.fulfill({ status: 500, body: '' });
    await released;
    return route.continue();
  });
  return control;
}

describe('Refund policy (/refund): what the server does', () => {
  it.each(VIEWPORTS)("shows the server's windows, outcomes and late refund share at %s", async (_, viewport) => {
    const page = await newPage(viewport);
    const policy = await readPolicy(page);
    // The test server's share (server.ts), so that a page still saying the default 10% fails.
    expect(policy.lateRefundPercent).toBe('12.50');
    await page.goto('/refund');

    for (const { label, windowHours, outcomes } of policy.reasons) {
      const card = await eligibilityCard(page, label).innerText();
      expect(card).toContain(`Report within ${windowHours} hours`);
      for (const outcome of outcomes) expect(card).toContain(OUTCOME_LABELS[outcome]);
    }
    const lateLabel = reason(policy, 'FLM004').label;
    expect(lateLabel).toBe(`Delivered more than ${policy.lateAfterMinutes / 60} hours late`);
    expect(await eligibilityCard(page, lateLabel).innerText()).toContain(lateShare(policy));
    expect(await eligibilityCard(page, 'Cancelled before preparation').innerText()).toContain(
      `Within ${policy.cancelWithinMinutes} minutes, while the order is pending`,
    );
    expect(await eligibilityCard(page, 'Cancelled after preparation').innerText()).toContain(
      `After ${policy.cancelWithinMinutes} minutes`,
    );
    expect(await eligibilityCard(page, 'Consumed food').innerText()).toContain('No refund');

    const steps = await page.locator('#how-to-request').innerText();
    expect(steps).toContain('Open the order under My Orders and choose Report a problem');
    expect(steps).toContain(`up to ${policy.maxPhotos} photos`);
    expect(steps).toContain(`The shop answers within ${policy.shopAnswersWithinHours} hours`);
    expect(steps).toContain(
      `disagree with its rejection and say so within ${policy.disputeWithinHours} hours of it, the Mohalla team decides. Its decision is final.`,
    );
    expect(steps).toContain("by UPI to you (the shop records the refund's UTR) or as credit on your khata");
    expect(steps).toContain('GST credit note');

    const text = await page.locator('main').innerText();
    for (const claim of ['bank transfer', 'business days', 'IMPS', 'NEFT', 'card details']) {
      expect(text).not.toContain(claim);
    }
    expect(await placeholders(page, 'main').count()).toBe(0);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
  });

  it('keeps its first screen at 375 px while the policy loads, with placeholders in place of the numbers', async () => {
    const page = await newPage(MOBILE);
    const policy = await controlPolicy(page);
    await page.goto('/refund');
    await page.getByRole('heading', { name: '3. How to Request a Refund' }).waitFor();
    expect(await placeholders(page, '#eligibility').count()).toBeGreaterThan(0);
    expect(await placeholders(page, '#how-to-request').count()).toBeGreaterThan(0);
    const firstScreen = () => Promise.all(['main h1', '#overview', '#eligibility'].map((part) => topOf(page, part)));
    const whileLoading = await firstScreen();

    policy.release();
    await placeholders(page, 'main').first().waitFor({ state: 'detached' });
    expect(await firstScreen()).toEqual(whileLoading);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
  });

  it('keeps the section of its #anchor in view at 375 px when the policy arrives', async () => {
    const page = await newPage(MOBILE);
    const policy = await controlPolicy(page);
    await page.goto('/refund#refund-methods');
    // As Safari, which keeps no content in view when what is above it grows (CSS scroll anchoring).
    await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
    await placeholders(page, '#how-to-request').first().waitFor();
    const whileLoading = await topOf(page, '#refund-methods');
    expect(whileLoading).toBeLessThan(MOBILE.height / 2);

    policy.release();
    await placeholders(page, 'main').first().waitFor({ state: 'detached' });
    // Within a pixel: the browser rounds the scroll position.
    await page.waitForFunction(
      (top) => Math.abs(document.getElementById('refund-methods')!.getBoundingClientRect().top - top) < 1,
      whileLoading,
    );
  });

  it('says so when the policy cannot be loaded, and shows it after Try Again', async () => {
    const page = await newPage(MOBILE);
    const policy = await controlPolicy(page);
    policy.fail = true;
    await page.goto('/refund');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load the refund policy.' });
    await alert.waitFor();

    policy.fail = false;
    policy.release();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await alert.waitFor({ state: 'detached' });
    const { reasons } = await readPolicy(page);
    expect(await eligibilityCard(page, reasons[0].label).innerText()).toContain(
      `Report within ${reasons[0].windowHours} hours`,
    );
  });
});

describe('Help centre (/help): the refund answers say what the server does', () => {
  it.each(VIEWPORTS)(
    'answers how refunds work, late orders and cancelling from the policy at %s',
    async (_, viewport) => {
      const page = await newPage(viewport);
      const policy = await readPolicy(page);
      await page.goto('/help');

      const refunds = await faqAnswer(page, 'How do refunds work?');
      for (const { label, windowHours } of policy.reasons) expect(refunds).toContain(`${label}: ${windowHours} hours`);
      expect(refunds).toContain(`up to ${policy.maxPhotos} photos`);
      expect(refunds).toContain(`The shop answers within ${policy.shopAnswersWithinHours} hours`);
      expect(refunds).toContain(`say so within ${policy.disputeWithinHours} hours of it`);
      expect(refunds).toContain("the shop records the refund's UTR");
      expect(refunds).not.toContain('bank transfer');

      const late = await faqAnswer(page, 'My order is late or did not arrive. What should I do?');
      expect(late).toContain(
        `more than ${policy.lateAfterMinutes / 60} hours after the time you were given, report it within ${reason(policy, 'FLM004').windowHours} hours: you get back ${lateShare(policy)}`,
      );
      expect(late).toContain(`report it within ${reason(policy, 'ORD001').windowHours} hours for a full refund`);

      const cancel = await faqAnswer(page, 'Can I cancel my order?');
      expect(cancel).toContain(`Yes, within ${policy.cancelWithinMinutes} minutes of placing it`);
    },
  );

  it("finds the refund answer by the words of the server's policy", async () => {
    const page = await newPage();
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('credit note');
    await page.getByRole('heading', { name: 'Search Results (1 found)' }).waitFor();
    expect(await page.getByTestId('faq-item').innerText()).toContain('How do refunds work?');
  });
});
