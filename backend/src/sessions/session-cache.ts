import { createHash } from 'node:crypto';
import { SessionData, Store } from 'express-session';

/** Sessions that ended: one (by its id, or by its key on the bus), or every one of a user. */
export type EndedSessions = { sessionId: string } | { sessionKey: string } | { userId: string };

/** A session's key on the bus between processes: its id is a secret, so only a digest of it travels. */
export const sessionKeyOf = (sessionId: string): string =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/** How long a session read from the store serves this process's requests before it is read again. */
export const KEPT_MS = 60_000;
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
 * The sessions this process has read or written, kept in memory in front of `next`, so that a
 * signed-in request reads no session from the store. A session ends in every process at once all
 * the same: whatever ends sessions (a sign-out, a new password, a disabled account, a deleted shop)
 * tells every process on the bus between them before it answers, and each forgets them here; a
 * kept session serves a request only once this process has heard every message the bus had when
 * the request came (a round trip shared by the requests of the moment). While that bus is away
 * nothing is kept, and whatever was kept is forgotten, for its messages may be lost.
 */
export class SessionCache extends Store {
  private readonly kept = new Map<string, KeptSession>();
  /** While the bus carries messages: resolves once this process has heard those it had. */
  private heardAllSent?: () => Promise<void>;
  /** Moves on at each forgetting: a read that started before one keeps nothing of what it found. */
  private generation = 0;

  constructor(private readonly next: Store) {
    super();
  }

  get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    const read = () => {
      const generation = this.generation;
      this.next.get(sid, (error, found) => {
        if (!error && found) this.keep(sid, found, generation);
        callback(error, found);
      });
    };
    if (!this.heardAllSent || !this.isKept(sid)) return read();
    this.heardAllSent().then(() => {
      const session = this.sessionOf(sid);
      if (session) callback(null, session);
      else read();
    }, read);
  }

  set(sid: string, session: SessionData, callback?: Callback): void {
    const generation = this.generation;
    this.next.set(sid, session, (error?: unknown) => {
      if (!error) this.keep(sid, session, generation);
      callback?.(error);
    });
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    if (!this.next.touch) return callback?.();
    const generation = this.generation;
    this.next.touch(sid, session, (error?: unknown) => {
      if (!error && this.kept.has(sid)) this.keep(sid, session, generation);
      callback?.(error);
    });
  }

  destroy(sid: string, callback?: Callback): void {
    this.forget({ sessionId: sid });
    this.next.destroy(sid, callback);
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
  busConnected(heardAllSent: () => Promise<void>): void {
    this.forgetAll();
    this.heardAllSent = heardAllSent;
  }

  /** The bus is away: nothing is kept until it is back. */
  busDisconnected(): void {
    this.heardAllSent = undefined;
    this.forgetAll();
  }

  private forgetAll(): void {
    this.generation++;
    this.kept.clear();
  }

  private isKept(sid: string): boolean {
    const session = this.kept.get(sid);
    if (session && Date.now() >= session.until) this.kept.delete(sid);
    return this.kept.has(sid);
  }

  /** A copy of the kept session: express-session changes the one it is given. */
  private sessionOf(sid: string): SessionData | undefined {
    const json = this.isKept(sid) ? this.kept.get(sid)!.json : undefined;
    return json === undefined ? undefined : (JSON.parse(json) as SessionData);
  }

  private keep(sid: string, session: SessionData, generation: number): void {
    if (!this.heardAllSent || generation !== this.generation) return;
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
