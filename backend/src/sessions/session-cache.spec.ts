import session, { MemoryStore, SessionData } from 'express-session';
import { SessionCache, sessionKeyOf } from './session-cache';

const HOUR_MS = 60 * 60_000;

/** express-session's own in-memory store, counting the reads that reach it. */
class CountingStore extends MemoryStore {
  reads = 0;
  /** Holds each read's answer until `release` is called, when set. */
  holdReads = false;
  private held: (() => void)[] = [];
  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.reads++;
    if (!this.holdReads) return super.get(sid, callback);
    super.get(sid, (error, found) => this.held.push(() => callback(error, found)));
  }
  release(): void {
    for (const answer of this.held.splice(0)) answer();
  }
}

const sessionOf = (userId: string, expiresInMs = HOUR_MS) =>
  ({
    cookie: { originalMaxAge: expiresInMs, expires: new Date(Date.now() + expiresInMs), httpOnly: true, path: '/' },
    passport: { user: { id: userId } },
  }) as unknown as SessionData;

describe('SessionCache', () => {
  let cache: SessionCache;
  let base: CountingStore;
  let store: session.Store;
  /** The bus's round trip: at once, unless a test holds it. */
  let heardAllSent: () => Promise<void>;
  const get = (sid: string) =>
    new Promise<SessionData | null | undefined>((resolve, reject) =>
      store.get(sid, (error, found) => (error ? reject(error as Error) : resolve(found))),
    );
  const set = (sid: string, data: SessionData) =>
    new Promise<void>((resolve, reject) =>
      store.set(sid, data, (error) => (error ? reject(error as Error) : resolve())),
    );
  /** Changes the session behind the cache's back, as another process's store writes would. */
  const changeInStore = (sid: string, data: SessionData) =>
    new Promise<void>((resolve) => MemoryStore.prototype.set.call(base, sid, data, () => resolve()));

  beforeEach(() => {
    heardAllSent = () => Promise.resolve();
    base = new CountingStore();
    cache = new SessionCache(base);
    store = cache;
    cache.busConnected(heardAllSent);
  });

  it('reads a session from the store once, then answers copies of it', async () => {
    await changeInStore('s1', sessionOf('u1'));
    const first = await get('s1');
    const second = await get('s1');
    expect(base.reads).toBe(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('keeps what it writes', async () => {
    await set('s1', sessionOf('u1'));
    expect(await get('s1')).toMatchObject({ passport: { user: { id: 'u1' } } });
    expect(base.reads).toBe(0);
  });

  it('forgets a session destroyed here, and sessions ended by user or by key elsewhere', async () => {
    for (const [sid, user] of [
      ['s1', 'u1'],
      ['s2', 'u2'],
      ['s3', 'u3'],
    ]) {
      await set(sid, sessionOf(user));
    }
    await new Promise((resolve) => store.destroy('s1', resolve));
    cache.forget({ userId: 'u2' });
    cache.forget({ sessionKey: sessionKeyOf('s3') });
    for (const sid of ['s2', 's3']) await changeInStore(sid, sessionOf('someone else'));
    expect(await get('s1')).toBeFalsy();
    expect(await get('s2')).toMatchObject({ passport: { user: { id: 'someone else' } } });
    expect(await get('s3')).toMatchObject({ passport: { user: { id: 'someone else' } } });
    expect(base.reads).toBe(3);
  });

  it('keeps nothing of a read that was under way when sessions were forgotten', async () => {
    await changeInStore('s1', sessionOf('u1'));
    base.holdReads = true;
    const reading = get('s1');
    cache.forget({ userId: 'u1' });
    await new Promise(setImmediate);
    base.release();
    await reading;
    base.holdReads = false;
    await get('s1');
    expect(base.reads).toBe(2);
  });

  it('keeps nothing while the bus is away, and forgets what it kept when it goes', async () => {
    await set('s1', sessionOf('u1'));
    cache.busDisconnected();
    await changeInStore('s1', sessionOf('u2'));
    expect(await get('s1')).toMatchObject({ passport: { user: { id: 'u2' } } });
    await get('s1');
    expect(base.reads).toBe(2);
    cache.busConnected(heardAllSent);
    await get('s1');
    await get('s1');
    expect(base.reads).toBe(3);
  });

  it('answers a kept session only once the bus has delivered what it had: an end heard meanwhile counts', async () => {
    await set('s1', sessionOf('u1'));
    let deliver!: () => void;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    cache.busConnected(() => delivered);
    await set('s1', sessionOf('u1'));
    const answer = get('s1');
    cache.forget({ userId: 'u1' });
    await changeInStore('s1', sessionOf('someone else'));
    deliver();
    expect(await answer).toMatchObject({ passport: { user: { id: 'someone else' } } });
    expect(base.reads).toBe(1);
  });

  it('reads the store when the bus cannot say what it had', async () => {
    await set('s1', sessionOf('u1'));
    cache.busConnected(() => Promise.reject(new Error('The bus is away')));
    await set('s1', sessionOf('u1'));
    expect(await get('s1')).toMatchObject({ passport: { user: { id: 'u1' } } });
    expect(base.reads).toBe(1);
  });

  it('reads the store again once the session has expired in its copy', async () => {
    await set('s1', sessionOf('u1', 50));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await get('s1')).toBeFalsy();
    expect(base.reads).toBe(1);
  });
});
