import { BadRequestException } from '@nestjs/common';
import { isCalendarDate, kolkataMidnight } from '../common/india-time';
import type { DeliverySpan } from '../orders/order-ledger.service';

/** A ledger's period: calendar dates (YYYY-MM-DD) in Asia/Kolkata, both included. */
export interface LedgerPeriod {
  from: string;
  to: string;
}

/** The calendar month `YYYY-MM`, from its first day to its last. */
export function monthPeriod(month: string): LedgerPeriod {
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * The period a `filter` gives as `from` and `to`, each a calendar date; one left out is that end of
 * the month of `today`. 400 naming the first that is not right.
 */
export function periodOf({ from, to }: { from?: unknown; to?: unknown }, today: string): LedgerPeriod {
  const thisMonth = monthPeriod(today.slice(0, 7));
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && !isCalendarDate(value)) {
      throw new BadRequestException(`filter.${name} must be a date written YYYY-MM-DD, such as 2026-11-01`);
    }
  }
  const period = {
    from: (from as string | undefined) ?? thisMonth.from,
    to: (to as string | undefined) ?? thisMonth.to,
  };
  if (period.from > period.to) throw new BadRequestException('filter.from must not be after filter.to');
  return period;
}

/** The instants the period runs between: from the start of its first day to the start of the day after its last. */
export function spanOf({ from, to }: LedgerPeriod): DeliverySpan {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number);
  const [toYear, toMonth, toDay] = to.split('-').map(Number);
  return {
    from: kolkataMidnight(fromYear, fromMonth - 1, fromDay),
    until: kolkataMidnight(toYear, toMonth - 1, toDay + 1),
  };
}
