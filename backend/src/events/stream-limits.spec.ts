import { StreamLimits, StreamOwner, STREAMS_PER_SESSION, STREAMS_PER_USER } from './stream-limits';

interface Stream extends StreamOwner {
  name: string;
}

describe('the caps on open event streams', () => {
  let limits: StreamLimits<Stream>;
  let opened = 0;

  /** Opens a stream and returns it with the streams it replaced, or the refusal. */
  function open(owner: Partial<StreamOwner> = {}) {
    const full: StreamOwner = { sessionKey: 's1', userId: 'u1', address: '10.0.0.1', ...owner };
    return limits.admit(full, () => ({ ...full, name: `stream ${++opened}` }));
  }

  function admitted(owner: Partial<StreamOwner> = {}): { stream: Stream; replaces: Stream[] } {
    const admission = open(owner);
    if (admission.refused) throw new Error(`Refused: ${admission.refused}`);
    return admission;
  }

  beforeEach(() => {
    limits = new StreamLimits<Stream>({ perAddress: 10, total: 20 });
    opened = 0;
  });

  it(`keeps ${STREAMS_PER_SESSION} streams per session, replacing the oldest`, () => {
    const first = Array.from({ length: STREAMS_PER_SESSION }, () => admitted());
    expect(first.every(({ replaces }) => replaces.length === 0)).toBe(true);

    expect(admitted().replaces).toEqual([first[0].stream]);
    expect(admitted().replaces).toEqual([first[1].stream]);
    expect(limits.size).toBe(STREAMS_PER_SESSION);
  });

  it(`keeps ${STREAMS_PER_USER} streams per user across sessions, replacing the oldest`, () => {
    const streams = Array.from({ length: STREAMS_PER_USER }, (_, i) => admitted({ sessionKey: `s${i}` }).stream);
    expect(admitted({ sessionKey: 'another' }).replaces).toEqual([streams[0]]);
    expect(limits.size).toBe(STREAMS_PER_USER);
  });

  it('replaces one stream only when a session at its cap belongs to a user at theirs', () => {
    for (const sessionKey of ['a', 'a', 'a', 'b', 'b', 'b']) admitted({ sessionKey });
    const { replaces } = admitted({ sessionKey: 'a' });
    expect(replaces.map(({ name }) => name)).toEqual(['stream 1']);
    expect(limits.size).toBe(STREAMS_PER_USER);
  });

  it('refuses a stream beyond the cap of its address, and opens it again once one has closed', () => {
    const streams = Array.from({ length: 10 }, (_, i) => admitted({ sessionKey: `s${i}`, userId: `u${i}` }).stream);
    expect(open({ sessionKey: 'new', userId: 'new' })).toEqual({ refused: 'address full' });
    expect(admitted({ sessionKey: 'new', userId: 'new', address: '10.0.0.2' }).replaces).toEqual([]);

    limits.release(streams[4]);
    expect(admitted({ sessionKey: 'new', userId: 'new' }).replaces).toEqual([]);
  });

  it('lets a session at a full address replace its own oldest: a reload is never refused', () => {
    const mine = Array.from({ length: STREAMS_PER_SESSION }, () => admitted().stream);
    for (let i = STREAMS_PER_SESSION; i < 10; i++) admitted({ sessionKey: `s${i}`, userId: `u${i}` });
    expect(open({ sessionKey: 'other', userId: 'other' })).toEqual({ refused: 'address full' });
    expect(admitted().replaces).toEqual([mine[0]]);
  });

  it('refuses a stream beyond the cap of the process, whatever its address, but lets a session replace its own', () => {
    const mine = Array.from({ length: STREAMS_PER_SESSION }, () => admitted().stream);
    for (let i = STREAMS_PER_SESSION; i < 20; i++)
      admitted({ sessionKey: `s${i}`, userId: `u${i}`, address: `10.0.1.${i}` });
    expect(open({ sessionKey: 'new', userId: 'new', address: '10.0.2.1' })).toEqual({ refused: 'process full' });
    expect(limits.size).toBe(20);
    expect(admitted().replaces).toEqual([mine[0]]);
    expect(limits.size).toBe(20);
  });

  it('forgets a released stream once, however often it is released', () => {
    const { stream } = admitted();
    admitted();
    limits.release(stream);
    limits.release(stream);
    expect(limits.size).toBe(1);
    expect(admitted().replaces).toEqual([]);
    expect(admitted().replaces).toEqual([]);
    expect(admitted().replaces.map(({ name }) => name)).toEqual(['stream 2']);
  });
});
