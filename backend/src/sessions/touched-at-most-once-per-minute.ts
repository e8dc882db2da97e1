import { SessionData, Store } from 'express-session';

/** How often a session's expiry moves on in the store while it is in use. */
const TOUCH_INTERVAL_MS = 60_000;

type Callback = (error?: unknown) => void;

/**
 * `next`, but rolling expiry writes a session's new expiry at most once a minute in this process
 * rather than on every request: a read stays a read. The browser's cookie still rolls with every
 * answer; the store's expiry may lag it by a minute at most, a rounding of the idle timeout.
 * Touching only moves an expiry (it never writes a session back), so a session ended meanwhile stays
 * ended.
 */
export class TouchedAtMostOncePerMinute extends Store {
  /** Insertion order is touch order: the oldest entries are first, and leave first. */
  private readonly touchedAt = new Map<string, number>();

  constructor(private readonly next: Store) {
    super();
  }

  get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.next.get(sid, callback);
  }

  set(sid: string, session: SessionData, callback?: Callback): void {
    this.remember(sid, Date.now());
    this.next.set(sid, session, callback);
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    const now = Date.now();
    if (!this.next.touch || now - (this.touchedAt.get(sid) ?? 0) < TOUCH_INTERVAL_MS) return callback?.();
    this.remember(sid, now);
    this.next.touch(sid, session, callback);
  }

  destroy(sid: string, callback?: Callback): void {
    this.touchedAt.delete(sid);
    this.next.destroy(sid, callback);
  }

  private remember(sid: string, now: number): void {
    this.touchedAt.delete(sid);
    this.touchedAt.set(sid, now);
    for (const [oldSid, at] of this.touchedAt) {
      if (now - at < TOUCH_INTERVAL_MS) break;
      this.touchedAt.delete(oldSid);
    }
  }
}
