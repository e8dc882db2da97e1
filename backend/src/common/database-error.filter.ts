import {
  ArgumentsHost,
  BadRequestException,
  Catch,
  ConflictException,
  HttpException,
  HttpStatus,
} from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { isServiceUnavailable, logOutage, RETRY_AFTER_SECONDS, serviceUnavailable } from './service-unavailable';
import { TooManyRequestsException } from './too-many-requests.exception';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const NOT_NULL_VIOLATION = '23502';
const CHECK_VIOLATION = '23514';
/** SQLSTATE class 22, "data exception": a value the database cannot read as its column's type. */
const DATA_EXCEPTION_CLASS = '22';

/** The database refused a duplicate under this unique index: a race another check could not see. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const failure = error as QueryFailedError & { code?: string; constraint?: string };
  return error instanceof QueryFailedError && failure.code === UNIQUE_VIOLATION && failure.constraint === index;
}

/**
 * A database or session store that cannot be reached is a 503 the client may retry, whatever
 * raised it. A constraint the database enforced after a race between two requests is a conflict,
 * and a value the database could not read or store (an id that is no UUID, a date that is no
 * date, a NUL character, a missing required value) is bad input: neither is a server fault.
 * Every other database error is a 500 whose body says nothing about the SQL; every other error
 * goes to Nest's handling unchanged, a rate limit's 429 with its Retry-After.
 */
@Catch()
export class DatabaseErrorFilter extends BaseExceptionFilter {
  override catch(error: unknown, host: ArgumentsHost): void {
    const answer = this.toHttp(error);
    const res = host.switchToHttp().getResponse<Response>();
    const retryAfter = retryAfterOf(answer);
    // A request whose answer has gone out (the client gave up waiting) has no header left to set.
    if (retryAfter !== undefined && !res.headersSent) res.setHeader('Retry-After', String(retryAfter));
    super.catch(answer, host);
  }

  private toHttp(error: unknown): unknown {
    if (isServiceUnavailable(error)) {
      logOutage(error);
      return serviceUnavailable();
    }
    if (!(error instanceof QueryFailedError)) return error;
    const { code } = error as QueryFailedError & { code?: string };
    if (code === UNIQUE_VIOLATION) return new ConflictException('This record already exists');
    if (code?.startsWith(DATA_EXCEPTION_CLASS)) {
      return new BadRequestException('A value has the wrong form or is out of range');
    }
    if (code === NOT_NULL_VIOLATION || code === CHECK_VIOLATION) {
      return new BadRequestException('A required value is missing or a value is not allowed');
    }
    if (code === FOREIGN_KEY_VIOLATION)
      return new ConflictException('This record is still in use or refers to a missing one');
    return error;
  }
}

/** The seconds a client should wait before trying again: an outage's, or what is left of a rate limit's window. */
function retryAfterOf(answer: unknown): number | undefined {
  if (answer instanceof TooManyRequestsException) return answer.retryAfterSeconds;
  const unavailable = answer instanceof HttpException && answer.getStatus() === HttpStatus.SERVICE_UNAVAILABLE;
  return unavailable ? RETRY_AFTER_SECONDS : undefined;
}
