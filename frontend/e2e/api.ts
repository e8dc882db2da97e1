import type { Page } from 'playwright-core';

/**
 * Calls the API with the page's session (its cookies) and answers the JSON body, or undefined
 * when there is none; any answer but a success fails the test with its status and body.
 */
export async function call<T = unknown>(page: Page, method: string, path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data });
  const body = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${response.status()} ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}
