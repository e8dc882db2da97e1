import { ArgumentsHost, BadRequestException, Catch, ConflictException, HttpException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const INVALID_TEXT_REPRESENTATION = '22P02';
const NUMERIC_VALUE_OUT_OF_RANGE = '22003';

/** The database refused a duplicate under this unique index: a race another check could not see. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const failure = error as QueryFailedError & { code?: string; constraint?: string };
  return error instanceof QueryFailedError && failure.code === UNIQUE_VIOLATION && failure.constraint === index;
}

/**
 * A constraint the database enforced after a race between two requests is a conflict, and a value
 * the database could not read (an id that is no UUID) is bad input: neither is a server fault.
 * Every other database error is a 500 whose body says nothing about the SQL.
 */
@Catch(QueryFailedError)
export class DatabaseErrorFilter extends BaseExceptionFilter {
  override catch(error: QueryFailedError & { code?: string }, host: ArgumentsHost): void {
    super.catch(this.toHttp(error), host);
  }

  private toHttp(error: QueryFailedError & { code?: string }): HttpException | QueryFailedError {
    if (error.code === UNIQUE_VIOLATION) return new ConflictException('This record already exists');
    if (error.code === INVALID_TEXT_REPRESENTATION || error.code === NUMERIC_VALUE_OUT_OF_RANGE) {
      return new BadRequestException('A value has the wrong form or is out of range');
    }
    if (error.code === FOREIGN_KEY_VIOLATION)
      return new ConflictException('This record is still in use or refers to a missing one');
    return error;
  }
}
