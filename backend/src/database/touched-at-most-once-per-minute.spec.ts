import session from 'express-session';
import { touchedAtMostOncePerMinute } from './touched-at-most-once-per-minute';

describe('touchedAtMostOncePerMinute', () => {
  let now: number;
  let touched: string[];
  let store: session.MemoryStore;
  const touch = (sid: string) =>
    new Promise<void>((resolve) => store.touch(sid, {} as session.SessionData, () => resolve()));

  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const memory = new session.MemoryStore();
    touched = [];
    memory.touch = (sid, _session, callback) => {
      touched.push(sid);
      callback?.();
    };
    store = touchedAtMostOncePerMinute(memory);
  });
  afterEach(() => jest.restoreAllMocks());

  it('passes the first touch of a session on, then none for a minute, then the next', async () => {
    await touch('a');
    now += 59_999;
    await touch('a');
    now += 1;
    await touch('a');
    expect(touched).toEqual(['a', 'a']);
  });

  it('counts a save as a touch, and forgets a destroyed session', async () => {
    await new Promise<void>((resolve) => store.set('b', { cookie: {} } as session.SessionData, () => resolve()));
    await touch('b');
    expect(touched).toEqual([]);
    await new Promise<void>((resolve) => store.destroy('b', () => resolve()));
    await touch('b');
    expect(touched).toEqual(['b']);
  });

  it('keeps each session to itself', async () => {
    await touch('a');
    await touch('c');
    await touch('a');
    expect(touched).toEqual(['a', 'c']);
  });
});
