import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that another site could make a browser send with the user's
 * cookie: a cross-site Origin (403), or a body that is not JSON (415) — an HTML form can only post
 * form or text bodies. A file upload (multipart) must come with an X-Requested-With header, which
 * no form can add and no other site's script can send without a CORS preflight, which fails. The
 * SameSite=Lax cookie is the first line; this is the second.
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
  if (contentType !== undefined && !isJson(contentType) && !isScriptedUpload(contentType, req)) {
    const message = /^multipart\/form-data/i.test(contentType)
      ? 'Send a file upload with an X-Requested-With header'
      : 'Send the body as application/json';
    res.status(415).json({ statusCode: 415, message, error: 'Unsupported Media Type' });
    return;
  }
  next();
}

function isJson(contentType: string): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType);
}

function isScriptedUpload(contentType: string, req: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType) && req.headers['x-requested-with'] !== undefined;
}

function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
