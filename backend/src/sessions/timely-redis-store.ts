import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import { withTimeout } from '../database/redis-connection';

type Callback = NonNullable<Parameters<RedisStore['get']>[1]>;
type Options = ConstructorParameters<typeof RedisStore>[0] & { timeoutMs: number };

/** The ids of a user's sessions, kept as long as the longest session may live. */
const USER_SESSIONS_PREFIX = 'mohalla:user-sessions:';
const USER_SESSIONS_TTL_SECONDS = 400 * 24 * 60 * 60;

const userIdOf = (sess: SessionData): string | undefined =>
  (sess as { passport?: { user?: { id?: string } } }).passport?.user?.id;

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

  /** Saves the session and, for a signed-in one, notes its id among its user's sessions. */
  override set(sid: string, sess: SessionData, cb?: Callback): Promise<unknown> {
    const userId = userIdOf(sess);
    const saved = super.set(sid, sess);
    if (!userId) return this.settle(saved, cb);
    const key = USER_SESSIONS_PREFIX + userId;
    const noted = this.client.multi().sAdd(key, sid).expire(key, USER_SESSIONS_TTL_SECONDS).exec();
    return this.settle(Promise.all([saved, noted]), cb);
  }

  /** Deletes every session of the user. */
  async destroyAllOf(userId: string): Promise<void> {
    const key = USER_SESSIONS_PREFIX + userId;
    const sids = await withTimeout(this.client.sMembers(key), this.timeoutMs);
    await withTimeout(this.client.del([key, ...sids.map((sid) => this.prefix + sid)]), this.timeoutMs);
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
