import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TooManyRequestsException } from '../too-many-requests.exception';

/** At most `limit` hits per subject (an address, a username…) within a window of `windowSeconds`. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429's message. */
  message: string;
}

/** A hit of a rule on one subject: `consumeAll` counts several for one request. */
export interface RateLimitHit {
  rule: RateLimitRule;
  subject: string;
}

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The one rate limiter of the API: fixed windows counted in the database, which every API process
 * shares. A hit is counted and checked in a single upsert, so parallel requests cannot all slip
 * under the limit; hits past the limit are not counted, so hammering does not stretch the window.
 */
@Injectable()
export class RateLimiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RateLimiter.name);
  private pruneTimer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts a hit for the subject and answers the hits of its window, this one included; 429, with
   * the seconds until the window ends, when the window already holds `limit` hits.
   */
  async consume(rule: RateLimitRule, subject: string): Promise<number> {
    const [{ hits, seconds_left }] = await this.dataSource.query<{ hits: number; seconds_left: number }[]>(
      `INSERT INTO rate_limit_counters AS counter (key, hits, window_ends_at)
       VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN counter.window_ends_at <= now() THEN 1
                     WHEN counter.hits <= $3 THEN counter.hits + 1
                     ELSE counter.hits END,
         window_ends_at = CASE WHEN counter.window_ends_at <= now() THEN EXCLUDED.window_ends_at
                               ELSE counter.window_ends_at END
       RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS seconds_left`,
      [keyOf(rule, subject), rule.windowSeconds, rule.limit],
    );
    if (hits > rule.limit) throw new TooManyRequestsException(rule.message, seconds_left);
    return hits;
  }

  /**
   * Counts the hits in turn, all or none: when one is refused (429) the hits counted before it are
   * taken back, since the request is not served. Answers each one's hits in its window.
   */
  async consumeAll(hits: RateLimitHit[]): Promise<number[]> {
    const counted: number[] = [];
    for (const [i, { rule, subject }] of hits.entries()) {
      try {
        counted.push(await this.consume(rule, subject));
      } catch (error) {
        await Promise.all(hits.slice(0, i).map((hit) => this.refund(hit.rule, hit.subject)));
        throw error;
      }
    }
    return counted;
  }

  /** Takes back a hit that turned out not to count (a refused request, a successful sign-in). */
  async refund(rule: RateLimitRule, subject: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE rate_limit_counters SET hits = LEAST(hits, $2) - 1 WHERE key = $1 AND window_ends_at > now()',
      [keyOf(rule, subject), rule.limit],
    );
  }

  /** Forgets every hit of the subject. */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_counters WHERE key = $1', [keyOf(rule, subject)]);
  }

  onModuleInit(): void {
    this.pruneTimer = setInterval(() => void this.pruneExpired(), PRUNE_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }

  private async pruneExpired(): Promise<void> {
    try {
      await this.dataSource.query('DELETE FROM rate_limit_counters WHERE window_ends_at <= now()');
    } catch (error) {
      this.logger.warn(`Could not prune rate-limit counters: ${(error as Error).message}`);
    }
  }
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`;
}
