import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { IdempotentRequest } from './idempotent-request.entity';
import { CLAIM_KEY, KEEP_ANSWER } from './idempotency.queries';
import { RequestInProgressException } from './request-in-progress.exception';

export const KEY_REUSED = 'This Idempotency-Key was used for a different request.';

/** How long a key and its answer are kept: after that the key counts as never used. */
export const KEPT_FOR_MS = 24 * 60 * 60_000;
/** How long a request may be in progress before another with its key takes over: its process died. */
export const ABANDONED_AFTER_MS = 60_000;

/** The `path` column's length: a longer address is cut, its hash still tells it from others. */
const MAX_PATH_LENGTH = 300;

/** A request sent with an Idempotency-Key. */
export interface KeyedRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

/** A key that a request holds while it runs: its answer is recorded under it, or the key let go. */
export interface HeldKey {
  userId: string;
  key: string;
  /** When the request took the key: one that took it over later holds it instead. */
  claimedAt: Date;
}

/** An answer as it was given: replayed as it is to the same request sent again. */
export interface KeptAnswer {
  statusCode: number;
  /** The body; undefined for none. */
  response: unknown;
}

/**
 * The Idempotency-Keys of each user, and the answers given under them: a request sent again with
 * its key is answered as the first time, and applied once.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    @InjectRepository(IdempotentRequest) private readonly requests: Repository<IdempotentRequest>,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes the key for the request to run, or gives back the answer kept under it: 409 (with its
   * `code`) while the key's first request is still being handled, 422 when the key was used for
   * another request.
   */
  async claim(request: KeyedRequest): Promise<{ held: HeldKey } | { replay: KeptAnswer }> {
    const { userId, key } = request;
    const now = this.clock.now();
    const taken: unknown[] = await this.requests.query(CLAIM_KEY, [
      userId,
      key,
      request.method,
      request.path.slice(0, MAX_PATH_LENGTH),
      request.requestHash,
      now,
      new Date(now.getTime() - KEPT_FOR_MS),
      new Date(now.getTime() - ABANDONED_AFTER_MS),
    ]);
    if (taken.length > 0) return { held: { userId, key, claimedAt: now } };
    return { replay: await this.keptAnswer(request) };
  }

  /** Keeps the answer the request holding the key was given, its body as the client got it in JSON. */
  async record({ userId, key, claimedAt }: HeldKey, answer: KeptAnswer): Promise<void> {
    const body = answer.response === undefined ? null : JSON.stringify(answer.response);
    await this.requests.query(KEEP_ANSWER, [userId, key, claimedAt, answer.statusCode, body]);
  }

  /** Lets the key go, answer unkept: the same request sent again runs again. */
  async release({ userId, key, claimedAt }: HeldKey): Promise<void> {
    await this.requests.delete({ userId, key, createdAt: claimedAt, statusCode: IsNull() });
  }

  private async keptAnswer({ userId, key, requestHash }: KeyedRequest): Promise<KeptAnswer> {
    const kept = await this.requests.findOneBy({ userId, key });
    if (kept && kept.requestHash !== requestHash) throw new UnprocessableEntityException(KEY_REUSED);
    // Without a row, the request that held the key has just failed and let it go.
    if (!kept || kept.statusCode === null) throw new RequestInProgressException();
    return { statusCode: kept.statusCode, response: kept.response ?? undefined };
  }
}
