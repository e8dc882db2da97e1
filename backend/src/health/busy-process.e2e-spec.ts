import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../../test/test-app';

/** Keeps the process busy, as a long synchronous task would: nothing else runs meanwhile. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('GET /api/health, whether the process is busy or not', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the database up when the process was busy past the ping timeout while its answer came', async () => {
    const dataSource = t.app.get(DataSource);
    const query = dataSource.query.bind(dataSource);
    jest.spyOn(dataSource, 'query').mockImplementationOnce((sql: string, parameters?: unknown[]) => {
      // Busy as soon as the ping is out, with its timeout running.
      setImmediate(() => busyFor(4000));
      return query(sql, parameters);
    });
    const res = await t.anonymous().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
    expect(dataSource.query).toHaveBeenCalledWith('SELECT 1');
  });

  it('answers 503 when the ping has no answer while the process is free to hear it', async () => {
    jest.spyOn(t.app.get(DataSource), 'query').mockImplementationOnce(() => new Promise(() => undefined));
    const res = await t.anonymous().get('/api/health').expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'The database is down', error: 'Service Unavailable' });
  });
});
