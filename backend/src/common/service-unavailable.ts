import { Logger, ServiceUnavailableException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  ErrorReply,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  TimeoutError,
} from 'redis';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/** How long a client should wait before trying again, in seconds: about how long a restart takes. */
export const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * PostgreSQL's codes for a server that cannot serve right now: connection exceptions (class 08),
 * shut down by an administrator or a crash, still starting (57P01–57P03), too many clients (53300).
 */
const POSTGRES_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Node's codes for a server that is not there or not reachable. */
const NETWORK_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost connection or a full pool by message only. */
const POSTGRES_CONNECTION_LOST = /^Connection terminated|^timeout exceeded when trying to connect|is not queryable/;

/**
 * TypeORM's errors for a query runner whose connection the pool already took back, which it does
 * when the connection fails mid-request (a database restart).
 */
const TYPEORM_RELEASED = [QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError];

/** node-redis's errors for a server that is away, or that does not answer in time. */
const REDIS_UNAVAILABLE = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  TimeoutError,
];

const logger = new Logger('ServiceUnavailable');

/**
 * Whether an error means that PostgreSQL or Redis cannot be reached right now (as opposed to a
 * fault of the request or of the code), however deep TypeORM or a library wrapped it.
 */
export function isServiceUnavailable(error: unknown): boolean {
  return causesOf(error).some(isOutage);
}

/** The 503 that every outage answers, in NestJS's error shape. */
export function serviceUnavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException(UNAVAILABLE);
}

/** Records the outage behind a 503, which the request log alone would not explain. */
export function logOutage(error: unknown): void {
  logger.warn(`A service we depend on is unavailable: ${isErrorLike(error) ? error.message : String(error)}`);
}

export function setRetryAfter(res: Response): void {
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
}

/**
 * Answers the outages met by the Express middlewares that run before Nest's router (the session
 * store, passport's deserializeUser), which Nest's exception filters do not reach: the same 503
 * JSON instead of Express's HTML 500. Other errors go on to Express as before.
 */
export function answerOutagesOfMiddlewares(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!isServiceUnavailable(error)) return next(error);
  logOutage(error);
  // express-session saves a session after the answer has gone out; there is nothing left to answer then.
  if (res.headersSent) return;
  const answer = serviceUnavailable();
  setRetryAfter(res);
  res.status(answer.getStatus()).json(answer.getResponse());
}

/** The error, what TypeORM wrapped (driverError) and the causes under it, a few levels deep. */
function causesOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let current = error; isErrorLike(current) && chain.length < 5; current = current.driverError ?? current.cause) {
    chain.push(current);
  }
  return chain;
}

interface ErrorLike {
  message: string;
  code?: unknown;
  syscall?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

/** Not `instanceof Error`: Node's own errors (ECONNREFUSED…) may come from another realm, as under Jest. */
function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';
}

function isOutage(error: ErrorLike): boolean {
  if (REDIS_UNAVAILABLE.some((type) => error instanceof type)) return true;
  if (error instanceof ErrorReply) return error.message.startsWith('LOADING');
  if (TYPEORM_RELEASED.some((type) => error instanceof type)) return true;
  const { code, syscall } = error;
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.test(code) || NETWORK_FAILURES.has(code))) return true;
  // A server on a unix socket (the embedded database) that has gone leaves no socket file behind.
  if (code === 'ENOENT' && syscall === 'connect') return true;
  return POSTGRES_CONNECTION_LOST.test(error.message);
}
