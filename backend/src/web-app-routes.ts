import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the web app's build lists its route patterns (frontend/src/routes.ts, written by vite.config.ts). */
export const WEB_APP_ROUTES_FILE = 'routes.json';

/** Where the build lists what each route's page loads first (frontend/src/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'preloads.json';

/** What a page's HTML asks the browser to fetch at once: its chunks, and the reads of a signed-in customer or shopkeeper. */
export interface RoutePreloads {
  modules: string[];
  customerReads: string[];
  shopkeeperReads: string[];
}

/**
 * Reads the route patterns of the built web app and answers whether a path is one of its screens.
 * Matches as React Router does: case-insensitive, `:name` stands for one path segment, and a
 * trailing slash makes no difference.
 */
export function loadWebAppRoutes(webDistDir: string): (path: string) => boolean {
  const patterns = readBuildFile(webDistDir, WEB_APP_ROUTES_FILE);
  if (!isListOf(patterns, '/')) throw new Error(`${WEB_APP_ROUTES_FILE} must be a list of paths starting with /`);
  const expressions = patterns.map(patternToRegExp);
  return (path) => expressions.some((expression) => expression.test(path));
}

/**
 * Reads what the built web app's routes load first, and answers it for a path, each `:name` of a
 * customer's read filled from the path: the customer's reads for every page, then the route's own;
 * the shopkeeper's, those of the route.
 */
export function loadRoutePreloads(webDistDir: string): (path: string) => RoutePreloads {
  const list = readBuildFile(webDistDir, ROUTE_PRELOADS_FILE) as Partial<PreloadList> | null;
  if (!isPreloadList(list)) {
    throw new Error(`${ROUTE_PRELOADS_FILE} must list /api/ reads and each route's /assets/ modules and reads`);
  }
  const routes = list.routes.map((route) => ({ ...route, expression: patternToRegExp(route.pattern) }));
  return (path) => {
    for (const route of routes) {
      const found = route.expression.exec(path);
      if (!found) continue;
      const params = readParams(found.groups ?? {});
      const ownReads = params
        ? route.customerReads.map((read) => read.replace(/:(\w+)/g, (_, name) => params[name]))
        : [];
      return {
        modules: route.modules,
        customerReads: [...list.everyPageCustomerReads, ...ownReads],
        shopkeeperReads: route.shopkeeperReads,
      };
    }
    return { modules: [], customerReads: list.everyPageCustomerReads, shopkeeperReads: [] };
  };
}

interface PreloadList {
  everyPageCustomerReads: string[];
  routes: { pattern: string; modules: string[]; customerReads: string[]; shopkeeperReads: string[] }[];
}

function isPreloadList(list: Partial<PreloadList> | null): list is PreloadList {
  return (
    isListOf(list?.everyPageCustomerReads, '/api/') &&
    Array.isArray(list.routes) &&
    list.routes.every(
      (route: Partial<PreloadList['routes'][number]> | null) =>
        typeof route?.pattern === 'string' &&
        route.pattern.startsWith('/') &&
        isListOf(route.modules, '/assets/') &&
        isListOf(route.customerReads, '/api/') &&
        isListOf(route.shopkeeperReads, '/api/'),
    )
  );
}

function readBuildFile(webDistDir: string, fileName: string): unknown {
  const file = join(webDistDir, fileName);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: build the web app again (npm run build -w frontend)`, { cause: error });
  }
}

function isListOf(value: unknown, prefix: string): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.startsWith(prefix));
}

/** Each `:name` of the pattern is a group of that name. */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `/(?<${segment.slice(1)}>[^/]+)` : `/${escapeRegExp(segment)}`));
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/**
 * The path's parameters as the page puts them in its reads: decoded by the browser's router, encoded
 * again by the API client. Undefined if one is not valid percent-encoding.
 */
function readParams(groups: Record<string, string>): Record<string, string> | undefined {
  try {
    return Object.fromEntries(
      Object.entries(groups).map(([name, value]) => [name, encodeURIComponent(decodeURIComponent(value))]),
    );
  } catch {
    return undefined;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
