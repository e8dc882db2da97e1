import { createHash } from 'node:crypto';
import type { SessionData, Store } from 'express-session';

/** Sessions that ended: one (by its id, or by its key on the bus), or every one of a user. */
export type EndedSessions = { sessionId: string } | { sessionKey: string } | { userId: string };

/** A session's key on the bus between processes: its id is a secret, so only a digest of it travels. */
export const sessionKeyOf = (sessionId: string): string =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/** How long a session read from the store serves this process's requests before it is read again. */
const KEPT_MS = 60_000;
/** The most sessions kept: the oldest leave first. */
const MAX_SESSIONS = 20_000;

interface KeptSession {
  json: string;
  userId: unknown;
  key: string;
  /** The earlier of the session's expiry and the end of its KEPT_MS. */
  until: number;
}

type Callback = (error?: unknown) => void;

/**
 * The sessions this process has read or written, kept in memory, so that a signed-in request reads
 * no session from the store. A session ends in every process at once all the same: whatever ends
 * sessions (a sign-out, a new password, a disabled account, a deleted shop) tells every process on
 * the bus between them, within the change's transaction, and each forgets them here. While that bus
 * is away nothing is kept, and whatever was kept is forgotten, for its messages may be lost.
 */
export class SessionCache {
  private readonly kept = new Map<string, KeptSession>();
  private busUp = false;
  /** Moves on at each forgetting: a read that started before one keeps nothing of what it found. */
  private generation = 0;

  /** The store, reading and writing through this cache. */
  wrap<S extends Store>(store: S): S {
    const get = store.get.bind(store);
    const set = store.set.bind(store);
    const touch = store.touch?.bind(store);
    const destroy = store.destroy.bind(store);
    store.get = (sid, callback) => {
      const session = this.sessionOf(sid);
      // Answered after the other input waiting in this turn of the event loop: a bus message that
      // ended this session, and came in before the request, counts.
      if (session) return void setImmediate(callback, null, session);
      const generation = this.generation;
      get(sid, (error, found) => {
        if (!error && found) this.keep(sid, found, generation);
        callback(error, found);
      });
    };
    store.set = (sid: string, session: SessionData, callback?: Callback) => {
      const generation = this.generation;
      set(sid, session, (error?: unknown) => {
        if (!error) this.keep(sid, session, generation);
        callback?.(error);
      });
    };
    if (touch) {
      store.touch = (sid: string, session: SessionData, callback?: Callback) => {
        const generation = this.generation;
        touch(sid, session, (error?: unknown) => {
          if (!error && this.kept.has(sid)) this.keep(sid, session, generation);
          callback?.(error);
        });
      };
    }
    store.destroy = (sid: string, callback?: Callback) => {
      this.forget({ sessionId: sid });
      destroy(sid, callback);
    };
    return store;
  }

  /** Forgets the sessions that ended; what a read under way finds of them is not kept either. */
  forget(ended: EndedSessions): void {
    this.generation++;
    if ('sessionId' in ended) return void this.kept.delete(ended.sessionId);
    for (const [sid, session] of this.kept) {
      if ('userId' in ended ? session.userId === ended.userId : session.key === ended.sessionKey) {
        this.kept.delete(sid);
      }
    }
  }

  /** The bus carries messages (again): sessions may be kept, none of those kept before it went away. */
  busConnected(): void {
    this.forgetAll();
    this.busUp = true;
  }

  /** The bus is away: nothing is kept until it is back. */
  busDisconnected(): void {
    this.busUp = false;
    this.forgetAll();
  }

  private forgetAll(): void {
    this.generation++;
    this.kept.clear();
  }

  /** A copy of the kept session: express-session changes the one it is given. */
  private sessionOf(sid: string): SessionData | undefined {
    const session = this.kept.get(sid);
    if (!session) return undefined;
    if (Date.now() < session.until) return JSON.parse(session.json) as SessionData;
    this.kept.delete(sid);
    return undefined;
  }

  private keep(sid: string, session: SessionData, generation: number): void {
    if (!this.busUp || generation !== this.generation) return;
    const now = Date.now();
    const expires = new Date(session.cookie?.expires ?? Number.NaN).getTime();
    // A session whose copy shows a past expiry was kept alive by touches, which move only the
    // store's expiry: it is alive now, and is read again at the end of its KEPT_MS.
    const until = expires > now ? Math.min(expires, now + KEPT_MS) : now + KEPT_MS;
    const userId = (session as { passport?: { user?: { id?: unknown } } }).passport?.user?.id;
    this.kept.delete(sid);
    this.kept.set(sid, { json: JSON.stringify(session), userId, key: sessionKeyOf(sid), until });
    if (this.kept.size > MAX_SESSIONS) this.kept.delete(this.kept.keys().next().value!);
  }
}
