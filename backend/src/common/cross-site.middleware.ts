import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that another site could make a browser send with the user's
 * cookie: a cross-site Origin (403), or a body that is not JSON (415) — an HTML form can only post
 * form or text bodies. The SameSite=Lax cookie is the first line; this is the second.
 */
export function rejectCrossSiteMutations(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || (origin !== undefined && !isSameOrigin(origin, req.headers.host))) {
    res.status(403).json({ statusCode: 403, message: 'Cross-site requests are refused', error: 'Forbidden' });
    return;
  }
  const contentType = req.headers['content-type'];
  if (contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) {
    res
      .status(415)
      .json({ statusCode: 415, message: 'Send the body as application/json', error: 'Unsupported Media Type' });
    return;
  }
  next();
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
