import type { SessionData, Store } from 'express-session';

/** How often a session's expiry moves on in the store while it is in use. */
const TOUCH_INTERVAL_MS = 60_000;

type Callback = (error?: unknown) => void;

/**
 * The store, but rolling expiry writes a session's new expiry at most once a minute in this process
 * rather than on every request: a read stays a read. The browser's cookie still rolls with every
 * answer; the store's expiry may lag it by a minute at most, a rounding of the idle timeout.
 * Touching only moves an expiry (it never writes a session back), so a session ended meanwhile stays
 * ended.
 */
export function touchedAtMostOncePerMinute<S extends Store>(store: S): S {
  // Insertion order is touch order: the oldest entries are first, and leave first.
  const touchedAt = new Map<string, number>();
  const remember = (sid: string, now: number) => {
    touchedAt.delete(sid);
    touchedAt.set(sid, now);
    for (const [oldSid, at] of touchedAt) {
      if (now - at < TOUCH_INTERVAL_MS) break;
      touchedAt.delete(oldSid);
    }
  };
  const touch = store.touch?.bind(store);
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);
  store.touch = (sid: string, session: SessionData, callback?: Callback) => {
    const now = Date.now();
    if (!touch || now - (touchedAt.get(sid) ?? 0) < TOUCH_INTERVAL_MS) return callback?.();
    remember(sid, now);
    touch(sid, session, callback);
  };
  store.set = (sid: string, session: SessionData, callback?: Callback) => {
    remember(sid, Date.now());
    set(sid, session, callback);
  };
  store.destroy = (sid: string, callback?: Callback) => {
    touchedAt.delete(sid);
    destroy(sid, callback);
  };
  return store;
}
