import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Role } from '../common/roles';
import { UsersService } from '../users/users.service';
import { loadRoutePreloads, loadWebAppRoutes, RoutePreloads } from '../web-app-routes';

/** Where index.html lets the server put the signed-in user (frontend/index.html, read by api/session.ts). */
const SESSION_BLOCK = '<script type="application/json" id="session"></script>';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

const isBuilt = (webDistDir: string) => existsSync(join(webDistDir, 'index.html'));

/**
 * Serves the files of the built web app. Goes before the session middleware: a file is the same
 * for everyone, and needs no session read (nor a renewed cookie, which would keep it from caches).
 * The build puts a brotli (.br) and a gzip (.gz) copy beside each asset (frontend/vite.config.ts):
 * a client that accepts one gets it, with no compression work per request.
 */
export function serveWebAssets(app: NestExpressApplication, webDistDir: string): void {
  if (!isBuilt(webDistDir)) return;
  const hashedAssets = join(webDistDir, 'assets') + sep;
  const serveFile = expressStaticGzip(webDistDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, path) => {
        const hashed = path.startsWith(hashedAssets);
        // The others keep their name from one version to the next: among them the service worker
        // (sw.js), which a kept copy would leave on its old version, and the web app manifest.
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  // API requests skip the file lookup: it would cost each of them a file system call.
  app.use((req: Request, res: Response, next: NextFunction) =>
    isApiPath(req.path) ? next() : serveFile(req, res, next),
  );
}

/**
 * Any path outside /api that is not a file gets the app's index.html, with 200 for the app's
 * routes and 404 for any other path (where the app shows its not-found page). The page carries
 * the signed-in user's account (or null), as GET /api/user would answer it: the app knows who is
 * there without asking first, and a visitor's console shows no 401. It also names the chunks of the
 * route's page and, for a signed-in customer, the API reads the page starts with: the browser fetches
 * them while the entry's code downloads, not after it has run.
 */
export function serveWebPages(app: NestExpressApplication, webDistDir: string): void {
  if (!isBuilt(webDistDir)) return;
  const indexHtml = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const isAppRoute = loadWebAppRoutes(webDistDir);
  const preloadsOf = loadRoutePreloads(webDistDir);
  const users = app.get(UsersService);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    const signedIn = req.user;
    (signedIn ? users.profile(signedIn.id) : Promise.resolve(null)).then((user) => {
      // The account is personal data: kept by no cache, as the API's answers are not.
      res.setHeader('Cache-Control', user ? 'no-store' : 'no-cache');
      res
        .status(isAppRoute(req.path) ? 200 : 404)
        .type('html')
        .send(
          // Function replacers: a replacement string would read `$&`, `$'`… in a user's name as patterns.
          indexHtml
            .replace(SESSION_BLOCK, () => sessionBlock(user))
            .replace('</head>', () => `${preloadLinks(preloadsOf(req.path), user?.role)}</head>`),
        );
    }, next);
  });
}

/** `user` as JSON inside a <script> data block: `<` escaped, so no text in it can end the block. */
function sessionBlock(user: unknown): string {
  return SESSION_BLOCK.replace('><', () => `>${JSON.stringify(user).replace(/</g, '\\u003c')}<`);
}

/**
 * Modules as the build links the entry's own, at low priority: the entry's code, which runs first,
 * keeps the bandwidth. The reads of the signed-in customer or shopkeeper with the credentials mode
 * of the app's API clients (frontend/src/api/client.ts, backoffice/data-provider.ts), without which
 * the browser would not use the preloaded answer; a list read's `&` written as HTML wants it.
 */
function preloadLinks({ modules, customerReads, shopkeeperReads }: RoutePreloads, role: Role | undefined): string {
  const moduleLinks = modules.map(
    (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
  );
  const reads = role === 'customer' ? customerReads : role === 'shopkeeper' ? shopkeeperReads : [];
  const readLinks = reads.map(
    (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href.replace(/&/g, '&amp;')}">`,
  );
  return [...moduleLinks, ...readLinks].join('');
}
