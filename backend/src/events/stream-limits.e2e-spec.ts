import { baseUrlOf, EventStreamClient, openEventStream, sessionCookieOf } from '../../test/event-stream-client';
import { createTestApp, TestApp, TestUser } from '../../test/test-app';
import { EventStreams } from './event-streams';
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from './stream-limits';

const PER_ADDRESS = 20;
const IN_PROCESS = 40;

interface Session {
  cookie: string;
  address: string;
}

interface Opened extends Session {
  stream: EventStreamClient;
  ended: boolean;
}

describe('the caps on live event streams', () => {
  let t: TestApp;
  let baseUrl: string;
  let streams: EventStreams;
  const opened: Opened[] = [];
  let addresses = 0;

  /** A session of `user` from `address` (the app believes the X-Forwarded-For of a local proxy). */
  async function sessionOf(user: TestUser, address: string): Promise<Session> {
    const login = await t
      .anonymous()
      .post('/api/login')
      .set('X-Forwarded-For', address)
      .send({ username: user.username, password: user.password })
      .expect(200);
    return { cookie: sessionCookieOf(login.headers['set-cookie']), address };
  }

  /** A new customer, signed in from `address`. */
  async function signIn(address: string): Promise<Session> {
    return sessionOf(await t.createUser('customer'), address);
  }

  async function openStream(session: Session): Promise<Opened> {
    const stream = await openEventStream(baseUrl, session.cookie, { 'X-Forwarded-For': session.address });
    const entry = { stream, ...session, ended: false };
    void stream.ended.then(() => (entry.ended = true));
    opened.push(entry);
    return entry;
  }

  /** A fresh address for each test: the counts of one test do not reach into the next. */
  const newAddress = () => `10.9.0.${++addresses}`;

  async function until(condition: () => boolean, what: string): Promise<void> {
    for (let waited = 0; !condition(); waited += 20) {
      if (waited > 3000) throw new Error(`Still not ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The streams the server has not ended, once it has had the time to end those it replaced. */
  async function stillOpen(of: Opened[]): Promise<Opened[]> {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return of.filter(({ stream, ended }) => stream.status === 200 && !ended);
  }

  const wasReplaced = ({ stream }: Opened) => stream.events.some((event) => event.type === 'replaced');

  beforeAll(async () => {
    t = await createTestApp({
      redisUrl: process.env.TEST_REDIS_URL,
      trustProxy: 'loopback',
      eventStreamsPerAddress: PER_ADDRESS,
      eventStreamsMax: IN_PROCESS,
    });
    baseUrl = await baseUrlOf(t.app);
    streams = t.app.get(EventStreams);
  });
  afterEach(async () => {
    for (const { stream } of opened.splice(0)) stream.close();
    await until(() => streams.openCount === 0, 'all closed');
  });
  afterAll(() => t.close());

  it(`keeps the newest ${STREAMS_PER_SESSION} streams of a session open of 200, and ends the others as replaced`, async () => {
    const session = await signIn(newAddress());
    const all: Opened[] = [];
    for (let i = 0; i < 200; i++) {
      all.push(await openStream(session));
      expect(streams.openCount).toBeLessThanOrEqual(STREAMS_PER_SESSION);
    }

    expect(all.every(({ stream }) => stream.status === 200)).toBe(true);
    const older = all.slice(0, -STREAMS_PER_SESSION);
    await Promise.all(older.map(({ stream }) => stream.ended));
    expect(older.every(wasReplaced)).toBe(true);
    expect(await stillOpen(all)).toEqual(all.slice(-STREAMS_PER_SESSION));
    expect(streams.openCount).toBe(STREAMS_PER_SESSION);
  });

  it(`keeps the newest ${STREAMS_PER_USER} streams of a user across sessions`, async () => {
    const user = await t.createUser('customer');
    const address = newAddress();
    const sessions = await Promise.all([1, 2, 3, 4].map(() => sessionOf(user, address)));
    const all: Opened[] = [];
    for (let i = 0; i < 60; i++) all.push(await openStream(sessions[i % sessions.length]));

    const older = all.slice(0, -STREAMS_PER_USER);
    await Promise.all(older.map(({ stream }) => stream.ended));
    expect(older.every(wasReplaced)).toBe(true);
    expect(await stillOpen(all)).toEqual(all.slice(-STREAMS_PER_USER));
    expect(streams.openCount).toBe(STREAMS_PER_USER);
  });

  it(`refuses a stream beyond ${PER_ADDRESS} from one address with 429 and Retry-After, and keeps those open`, async () => {
    const address = newAddress();
    const all: Opened[] = [];
    // One by one: parallel sign-ins from one address would meet the sign-in limit.
    for (let i = 0; i < PER_ADDRESS + 5; i++) all.push(await openStream(await signIn(address)));

    const refused = all.slice(PER_ADDRESS);
    expect(refused.map(({ stream }) => stream.status)).toEqual(refused.map(() => 429));
    expect(refused.every(({ stream }) => stream.headers['retry-after'] !== undefined)).toBe(true);
    expect(await stillOpen(all)).toEqual(all.slice(0, PER_ADDRESS));
    expect(streams.openCount).toBe(PER_ADDRESS);

    const elsewhere = await openStream(await signIn(newAddress()));
    expect(elsewhere.stream.status).toBe(200);
  });

  it(`holds at most ${IN_PROCESS} streams in the process, answers 503 beyond, and still signs in and answers health checks at once`, async () => {
    const sessions = await Promise.all(Array.from({ length: 20 }, () => signIn(newAddress())));
    const all: Opened[] = [];
    for (const session of sessions) {
      for (let i = 0; i < 10; i++) {
        all.push(await openStream(session));
        expect(streams.openCount).toBeLessThanOrEqual(IN_PROCESS);
      }
    }

    const statuses = new Set(all.map(({ stream }) => stream.status));
    expect(statuses).toEqual(new Set([200, 503]));
    const refused = all.filter(({ stream }) => stream.status === 503);
    expect(refused.every(({ stream }) => stream.headers['retry-after'] !== undefined)).toBe(true);
    const open = await stillOpen(all);
    expect(open).toHaveLength(IN_PROCESS);
    expect(streams.openCount).toBe(IN_PROCESS);
    expect(all.filter((entry) => entry.stream.status === 200 && !open.includes(entry)).every(wasReplaced)).toBe(true);

    const started = Date.now();
    const user = await t.createUser('customer');
    await t.anonymous().post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    await t.anonymous().get('/api/health').expect(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
