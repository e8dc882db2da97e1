import { SessionData, Store } from 'express-session';
import { EndedSessions, SessionCache } from './session-cache';
import { TouchedAtMostOncePerMinute } from './touched-at-most-once-per-minute';

type Callback = (error?: unknown) => void;

/**
 * The sessions' store, as every request sees it: the memory cache, then expiry touched at most
 * once a minute, then `backing` (PostgreSQL or Redis). A session it destroys (sign-out, a fresh id
 * at sign-in) is told to every process before the request answers, so that the next request, to
 * whichever process, finds it ended; when that cannot be told the request fails, with the session
 * ended in the store all the same.
 */
export class SessionStore extends Store {
  readonly cache: SessionCache;

  constructor(
    backing: Store,
    private readonly tellEnded: (ended: EndedSessions) => Promise<void>,
  ) {
    super();
    this.cache = new SessionCache(new TouchedAtMostOncePerMinute(backing));
  }

  get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.cache.get(sid, callback);
  }

  set(sid: string, session: SessionData, callback?: Callback): void {
    this.cache.set(sid, session, callback);
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    this.cache.touch(sid, session, callback);
  }

  destroy(sid: string, callback?: Callback): void {
    this.cache.destroy(sid, (error?: unknown) => {
      if (error) return callback?.(error);
      this.tellEnded({ sessionId: sid }).then(() => callback?.(), callback);
    });
  }
}
