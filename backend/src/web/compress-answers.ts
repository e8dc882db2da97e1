import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers made at request time (API JSON, index.html) with brotli or gzip, as the
 * client accepts. The built assets are already compressed (serve-web-app.ts), which this leaves as
 * they are. Event streams are never compressed: the compressor would hold events back until its
 * buffer fills.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: isCompressible });
}

function isCompressible(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  return !type.startsWith('text/event-stream') && compression.filter(req, res);
}
