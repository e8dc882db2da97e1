import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { kolkataMidnight } from './india-time';

/** A calendar month written YYYY-MM. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A request field of a month, YYYY-MM (a monthly statement's). */
export const IsMonth = () =>
  applyDecorators(
    ApiProperty({ example: '2026-11', description: 'The month, YYYY-MM' }),
    IsString(),
    Matches(MONTH, { message: ({ property }) => `${property} must be a month written YYYY-MM, such as 2026-11` }),
  );

/** The instants a month (YYYY-MM) runs between in India: from its first midnight to the next month's. */
export function kolkataMonthSpan(month: string): { from: Date; until: Date } {
  const [year, monthNumber] = month.split('-').map(Number);
  return { from: kolkataMidnight(year, monthNumber - 1, 1), until: kolkataMidnight(year, monthNumber, 1) };
}
