import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the web app's build lists its route patterns (frontend/src/routes.ts, written by vite.config.ts). */
export const WEB_APP_ROUTES_FILE = 'routes.json';

/**
 * Reads the route patterns of the built web app and answers whether a path is one of its screens.
 * Matches as React Router does: case-insensitive, `:name` stands for one path segment, and a
 * trailing slash makes no difference.
 */
export function loadWebAppRoutes(webDistDir: string): (path: string) => boolean {
  const file = join(webDistDir, WEB_APP_ROUTES_FILE);
  let patterns: unknown;
  try {
    patterns = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: build the web app again (npm run build -w frontend)`, { cause: error });
  }
  if (
    !Array.isArray(patterns) ||
    !patterns.every((pattern) => typeof pattern === 'string' && pattern.startsWith('/'))
  ) {
    throw new Error(`${file} must be a list of paths starting with /`);
  }
  const expressions = patterns.map(patternToRegExp);
  return (path) => expressions.some((expression) => expression.test(path));
}

function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`));
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
