import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTE_PRELOADS_FILE, WEB_APP_ROUTES_FILE } from '../src/web-app-routes';

/** The web app's route patterns, from its source: the list the build writes to routes.json. */
export async function webAppRoutePatterns(): Promise<string[]> {
  // Loaded through Jest's transform, as the web app's build loads it; the path is computed so
  // that the API's type check does not take in the web app's sources.
  const routesModule = join(__dirname, '../../frontend/src/routes.ts');
  const { appRoutePatterns } = (await import(routesModule)) as { appRoutePatterns(): string[] };
  return appRoutePatterns();
}

interface RoutePreloadsModule {
  EVERY_PAGE_CUSTOMER_READS: readonly string[];
  ROUTE_PRELOADS: Record<
    string,
    { page: string; customerReads?: readonly string[]; shopkeeperReads?: readonly string[] }
  >;
}

/** preloads.json as the build writes it from the web app's source, each route's page in the one asset `module`. */
export async function webAppRoutePreloads(module: string): Promise<string> {
  const preloadsModule = join(__dirname, '../../frontend/src/route-preloads.ts');
  const { EVERY_PAGE_CUSTOMER_READS, ROUTE_PRELOADS } = (await import(preloadsModule)) as RoutePreloadsModule;
  const routes = Object.entries(ROUTE_PRELOADS).map(([pattern, { customerReads = [], shopkeeperReads = [] }]) => ({
    pattern,
    modules: [module],
    customerReads,
    shopkeeperReads,
  }));
  return JSON.stringify({ everyPageCustomerReads: EVERY_PAGE_CUSTOMER_READS, routes });
}

/** A stand-in for frontend/dist in a temporary directory: index.html, one hashed asset, routes.json and preloads.json. */
export async function createWebDist(): Promise<string> {
  const webDistDir = mkdtempSync(join(tmpdir(), 'mohalla-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Mohalla</title>');
  writeFileSync(join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(webDistDir, WEB_APP_ROUTES_FILE), JSON.stringify(await webAppRoutePatterns()));
  writeFileSync(join(webDistDir, ROUTE_PRELOADS_FILE), await webAppRoutePreloads('/assets/app-1234.js'));
  return webDistDir;
}
