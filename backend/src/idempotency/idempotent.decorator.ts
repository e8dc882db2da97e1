import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER, KEY_CHARACTERS, KEY_PATTERN, MAX_KEY_LENGTH, MIN_KEY_LENGTH } from './idempotency-key';
import { IdempotencyInterceptor, REPLAYED_HEADER } from './idempotency.interceptor';

/**
 * A route of signed-in users, answering JSON, that a client may send again without applying it
 * twice (a queue sent again after a lost answer, two tabs, a reconnect racing a retry), when it
 * sends an Idempotency-Key of its choosing with the request. Without the header the route works as
 * it does without the decorator, with no further statement. With one, per user and key:
 * - the first request takes the key and runs; its answer is kept when it is 2xx or 4xx, other than
 *   429, and is the answer to the same request (method, address and body) sent again with the key,
 *   with `Idempotent-Replayed: true`, for a day. A 429, 5xx or other failure lets the key go: the
 *   request sent again runs again;
 * - while the first request is being handled, the same one answers 409 with
 *   `code: 'IDEMPOTENT_REQUEST_IN_PROGRESS'` (a client's cue to send it again in a moment); after a
 *   minute, its process is taken to have died, and the next one sent takes the key over and runs;
 * - another request with the key answers 422;
 * - a key that is not 8–100 of A–Z a–z 0–9 _ - answers 400, and nothing is done.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        `A key of your choosing (${MIN_KEY_LENGTH}–${MAX_KEY_LENGTH} of ${KEY_CHARACTERS}); the same request sent again ` +
        `with it is answered as the first time, and applied once. An answer given again carries ${REPLAYED_HEADER}: true`,
      schema: { type: 'string', minLength: MIN_KEY_LENGTH, maxLength: MAX_KEY_LENGTH, pattern: KEY_PATTERN.source },
    }),
  );
