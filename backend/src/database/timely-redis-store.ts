import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import { TimeoutError } from 'redis';

type Callback = NonNullable<Parameters<RedisStore['get']>[1]>;
type Options = ConstructorParameters<typeof RedisStore>[0] & { timeoutMs: number };

/**
 * connect-redis's store, whose calls fail once Redis has not answered in time. node-redis times out
 * only the commands it has not sent yet: a Redis that stops answering after reading one (paused,
 * overloaded, cut off without a reset) would otherwise hold the request for ever.
 */
export class TimelyRedisStore extends RedisStore {
  private readonly timeoutMs: number;

  constructor({ timeoutMs, ...options }: Options) {
    super(options);
    this.timeoutMs = timeoutMs;
  }

  override get(sid: string, cb?: Callback): Promise<unknown> {
    return this.settle(super.get(sid), cb);
  }

  override set(sid: string, sess: SessionData, cb?: Callback): Promise<unknown> {
    return this.settle(super.set(sid, sess), cb);
  }

  override touch(sid: string, sess: SessionData, cb?: Callback): Promise<unknown> {
    return this.settle(super.touch(sid, sess), cb);
  }

  override destroy(sid: string, cb?: Callback): Promise<unknown> {
    return this.settle(super.destroy(sid), cb);
  }

  private settle(operation: Promise<unknown>, cb: Callback | undefined): Promise<unknown> {
    const timed = withTimeout(operation, this.timeoutMs);
    return cb
      ? timed.then(
          (data) => cb(null, data),
          (error: unknown) => cb(error),
        )
      : timed;
  }
}

/** The operation's outcome, or node-redis's TimeoutError once `ms` have passed without one. */
export function withTimeout<T>(operation: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
}
