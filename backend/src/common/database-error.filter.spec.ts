import type { ArgumentsHost } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import request from 'supertest';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { DatabaseErrorFilter } from './database-error.filter';

/** An outage met after the answer went out, as when a client gave up on a request that waited for a connection. */
const poolTimeout = new Error('timeout exceeded when trying to connect');

function hostOf(req: express.Request, res: express.Response): ArgumentsHost {
  return {
    getArgs: () => [req, res],
    getArgByIndex: (index: number) => [req, res][index],
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res, getNext: () => undefined }),
    getType: () => 'http',
  } as unknown as ArgumentsHost;
}

describe('DatabaseErrorFilter', () => {
  const filter = new DatabaseErrorFilter(new ExpressAdapter());

  it('answers an outage 503 with Retry-After', async () => {
    const app = express().get('/', (req, res) => filter.catch(poolTimeout, hostOf(req, res)));
    const res = await request(app).get('/').expect(503);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('leaves an answer that has gone out alone instead of throwing ERR_HTTP_HEADERS_SENT', async () => {
    const thrown: unknown[] = [];
    const app = express().get('/', (req, res) => {
      res.status(200).json({ ok: true });
      try {
        filter.catch(poolTimeout, hostOf(req, res));
      } catch (error) {
        thrown.push(error);
      }
    });
    await request(app).get('/').expect(200, { ok: true });
    expect(thrown).toEqual([]);
  });

  it.each([
    ['QueryRunnerProviderAlreadyReleasedError', new QueryRunnerProviderAlreadyReleasedError()],
    ['QueryRunnerAlreadyReleasedError', new QueryRunnerAlreadyReleasedError()],
  ])('answers %s, met while the database restarts, as an outage (503), not a 500', async (_name, error) => {
    const app = express().get('/', (req, res) => filter.catch(error, hostOf(req, res)));
    const res = await request(app).get('/').expect(503);
    expect(res.headers['retry-after']).toBe('5');
  });
});
