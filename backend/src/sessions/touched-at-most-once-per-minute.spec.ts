import session from 'express-session';
import { TouchedAtMostOncePerMinute } from './touched-at-most-once-per-minute';

/** A store that keeps nothing and notes which sessions it was asked to touch. */
class TouchRecordingStore extends session.Store {
  readonly touched: string[] = [];
  get(_sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
    callback(null, null);
  }
  set(_sid: string, _session: session.SessionData, callback?: (error?: unknown) => void): void {
    callback?.();
  }
  destroy(_sid: string, callback?: (error?: unknown) => void): void {
    callback?.();
  }
  override touch(sid: string, _session: session.SessionData, callback?: () => void): void {
    this.touched.push(sid);
    callback?.();
  }
}

describe('TouchedAtMostOncePerMinute', () => {
  let now: number;
  let touched: string[];
  let store: TouchedAtMostOncePerMinute;
  const touch = (sid: string) =>
    new Promise<void>((resolve) => store.touch(sid, {} as session.SessionData, () => resolve()));

  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const recording = new TouchRecordingStore();
    touched = recording.touched;
    store = new TouchedAtMostOncePerMinute(recording);
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
