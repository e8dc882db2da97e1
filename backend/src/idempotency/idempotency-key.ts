import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const MIN_KEY_LENGTH = 8;
export const MAX_KEY_LENGTH = 100;
/** What a key may be made of, as the API documents it. */
export const KEY_CHARACTERS = 'A–Z a–z 0–9 _ -';

export const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${MIN_KEY_LENGTH},${MAX_KEY_LENGTH}}$`);

export const INVALID_KEY = `Idempotency-Key must be ${MIN_KEY_LENGTH} to ${MAX_KEY_LENGTH} characters of ${KEY_CHARACTERS}, in one header.`;

/**
 * The Idempotency-Key of a request; undefined without the header, 400 for any other value than
 * 8–100 of A–Z a–z 0–9 _ -. Node joins a header sent twice with ", ", which no key holds.
 */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw new BadRequestException(INVALID_KEY);
  return header;
}

/**
 * What tells one request from another under the same key: SHA-256 of the method, the address and
 * the body as parsed (`null` without one), in hex.
 */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}
