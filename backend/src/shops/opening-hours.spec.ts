import fc from 'fast-check';
import {
  isOpenAt,
  nextOpening,
  normalizedOpeningHours,
  OpeningHours,
  OpeningSlot,
  opensAtPhrase,
  scheduleProblem,
  WEEKDAYS,
} from './opening-hours';

/** An instant given as a wall-clock time in Asia/Kolkata. 2026-03-02 is a Monday. */
const ist = (wallClock: string) => new Date(`${wallClock}:00+05:30`);
const hours = (openingHours: OpeningSlot[], holidays: string[] = []): OpeningHours => ({ openingHours, holidays });
const slot = (day: OpeningSlot['day'], opens: string, closes: string): OpeningSlot => ({ day, opens, closes });

describe('opening hours', () => {
  describe('isOpenAt', () => {
    it('opens at the first minute of a slot and closes at its closing minute', () => {
      const shop = hours([slot('mon', '09:00', '13:00'), slot('mon', '16:00', '21:00')]);
      expect(isOpenAt(shop, ist('2026-03-02T08:59'))).toBe(false);
      expect(isOpenAt(shop, ist('2026-03-02T09:00'))).toBe(true);
      expect(isOpenAt(shop, ist('2026-03-02T12:59'))).toBe(true);
      expect(isOpenAt(shop, ist('2026-03-02T13:00'))).toBe(false);
      expect(isOpenAt(shop, ist('2026-03-02T16:30'))).toBe(true);
      // Tuesday has no slot.
      expect(isOpenAt(shop, ist('2026-03-03T10:00'))).toBe(false);
    });

    it('runs a slot closing earlier than it opens past midnight into the next day', () => {
      const shop = hours([slot('sat', '22:00', '02:00')]);
      expect(isOpenAt(shop, ist('2026-03-07T21:59'))).toBe(false);
      expect(isOpenAt(shop, ist('2026-03-07T23:30'))).toBe(true);
      expect(isOpenAt(shop, ist('2026-03-08T01:59'))).toBe(true);
      expect(isOpenAt(shop, ist('2026-03-08T02:00'))).toBe(false);
      expect(isOpenAt(shop, ist('2026-03-08T23:30'))).toBe(false);
    });

    it("runs Sunday's slot past midnight into Monday, and 24:00 to the end of the day", () => {
      expect(isOpenAt(hours([slot('sun', '23:00', '01:00')]), ist('2026-03-02T00:30'))).toBe(true);
      expect(isOpenAt(hours([slot('sun', '23:00', '01:00')]), ist('2026-03-02T01:00'))).toBe(false);
      const lateShift = hours([slot('mon', '18:00', '24:00')]);
      expect(isOpenAt(lateShift, ist('2026-03-02T23:59'))).toBe(true);
      expect(isOpenAt(lateShift, ist('2026-03-03T00:00'))).toBe(false);
      const untilMidnight = hours([slot('mon', '18:00', '00:00')]);
      expect(isOpenAt(untilMidnight, ist('2026-03-02T23:59'))).toBe(true);
      expect(isOpenAt(untilMidnight, ist('2026-03-03T00:00'))).toBe(false);
    });

    it('is open all week without a schedule, and closed all day on a holiday, a slot from the evening before included', () => {
      expect(isOpenAt(hours([]), ist('2026-03-04T03:00'))).toBe(true);
      expect(isOpenAt(hours([], ['2026-03-04']), ist('2026-03-04T03:00'))).toBe(false);
      const overnight = hours([slot('sat', '22:00', '02:00')], ['2026-03-08']);
      expect(isOpenAt(overnight, ist('2026-03-07T23:00'))).toBe(true);
      expect(isOpenAt(overnight, ist('2026-03-08T01:00'))).toBe(false);
    });

    it('reads the time in Asia/Kolkata whatever the instant: 03:30 UTC is 09:00 there', () => {
      const shop = hours([slot('mon', '09:00', '10:00')]);
      expect(isOpenAt(shop, new Date('2026-03-02T03:30:00Z'))).toBe(true);
      expect(isOpenAt(shop, new Date('2026-03-02T03:29:59Z'))).toBe(false);
    });
  });

  describe('nextOpening', () => {
    const shop = hours([slot('mon', '09:00', '13:00'), slot('mon', '16:00', '21:00'), slot('wed', '10:00', '12:00')]);

    it('is the next slot of the day, of a later day, or of the next week', () => {
      expect(nextOpening(shop, ist('2026-03-02T07:15'))).toEqual(ist('2026-03-02T09:00'));
      expect(nextOpening(shop, ist('2026-03-02T13:00'))).toEqual(ist('2026-03-02T16:00'));
      expect(nextOpening(shop, ist('2026-03-02T21:00'))).toEqual(ist('2026-03-04T10:00'));
      expect(nextOpening(shop, ist('2026-03-04T12:00'))).toEqual(ist('2026-03-09T09:00'));
    });

    it('skips holidays, whole days', () => {
      const holidays = { ...shop, holidays: ['2026-03-04', '2026-03-09'] };
      expect(nextOpening(holidays, ist('2026-03-02T21:00'))).toEqual(ist('2026-03-11T10:00'));
    });

    it('is the midnight ending a holiday when a slot from the evening before still runs', () => {
      const overnight = hours([slot('sat', '22:00', '02:00')], ['2026-03-07']);
      expect(nextOpening(overnight, ist('2026-03-07T23:00'))).toEqual(ist('2026-03-08T00:00'));
    });

    it('is the end of the holiday for a shop without a schedule', () => {
      expect(nextOpening(hours([], ['2026-03-04', '2026-03-05']), ist('2026-03-04T10:00'))).toEqual(
        ist('2026-03-06T00:00'),
      );
    });

    it('is the first minute the shop is open after a closed one, for any schedule', () => {
      const slots = fc.array(
        fc.record({
          day: fc.constantFrom(...WEEKDAYS),
          opens: fc.integer({ min: 0, max: 95 }).map((q) => quarter(q)),
          closes: fc.integer({ min: 0, max: 96 }).map((q) => quarter(q)),
        }),
        { minLength: 1, maxLength: 5 },
      );
      const schedule = slots.filter((list) => scheduleProblem(list) === undefined);
      const holidays = fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { maxLength: 4 });
      const start = ist('2026-03-02T00:00').getTime();
      fc.assert(
        fc.property(schedule, holidays, fc.integer({ min: 0, max: 7 * 96 - 1 }), (list, days, at) => {
          const shop = hours(
            list,
            days.map((day) => new Date(start + (day * 24 + 5.5) * 3_600_000).toISOString().slice(0, 10)),
          );
          const now = new Date(start + at * 15 * 60_000 + 7 * 60_000);
          if (isOpenAt(shop, now)) return;
          let firstOpenMinute = now.getTime() + 60_000;
          while (!isOpenAt(shop, new Date(firstOpenMinute))) firstOpenMinute += 60_000;
          expect(nextOpening(shop, now)).toEqual(new Date(firstOpenMinute));
        }),
        { numRuns: 60 },
      );
    });
  });

  describe('scheduleProblem', () => {
    it('takes several slots a day that touch, and one past midnight into the next day', () => {
      expect(
        scheduleProblem([slot('mon', '09:00', '13:00'), slot('mon', '13:00', '17:00'), slot('mon', '22:00', '02:00')]),
      ).toBeUndefined();
      expect(scheduleProblem([slot('mon', '00:00', '24:00'), slot('tue', '00:00', '24:00')])).toBeUndefined();
    });

    it.each([
      [
        'slots of one day that overlap',
        [slot('mon', '09:00', '13:00'), slot('mon', '12:00', '15:00')],
        'openingHours: the slots mon 09:00-13:00 and mon 12:00-15:00 overlap',
      ],
      [
        'a slot past midnight overlapping the next day',
        [slot('mon', '22:00', '02:00'), slot('tue', '01:00', '05:00')],
        'openingHours: the slots mon 22:00-02:00 and tue 01:00-05:00 overlap',
      ],
      [
        "Sunday's slot past midnight overlapping Monday's",
        [slot('mon', '00:30', '05:00'), slot('sun', '23:00', '01:00')],
        'openingHours: the slots mon 00:30-05:00 and sun 23:00-01:00 overlap',
      ],
      [
        'a slot that closes when it opens',
        [slot('fri', '09:00', '09:00')],
        'openingHours: the slot fri 09:00-09:00 closes when it opens (a whole day is 00:00-24:00)',
      ],
      [
        'seven slots on one day',
        Array.from({ length: 7 }, (_, i) => slot('tue', `0${i}:00`, `0${i}:30`)),
        'openingHours has 7 slots on tue: at most 6 a day',
      ],
    ])('refuses %s', (_case, slots, message) => {
      expect(scheduleProblem(slots)).toBe(message);
    });
  });

  it('orders slots by the week and the day, and holidays by date, each once', () => {
    expect(
      normalizedOpeningHours({
        openingHours: [slot('sun', '09:00', '10:00'), slot('mon', '16:00', '17:00'), slot('mon', '08:00', '09:00')],
        holidays: ['2026-11-08', '2026-10-20', '2026-11-08'],
      }),
    ).toEqual({
      openingHours: [slot('mon', '08:00', '09:00'), slot('mon', '16:00', '17:00'), slot('sun', '09:00', '10:00')],
      holidays: ['2026-10-20', '2026-11-08'],
    });
  });

  it('says when a shop opens: today, tomorrow, on a weekday, or on a date', () => {
    const now = ist('2026-03-02T21:30');
    expect(opensAtPhrase(ist('2026-03-02T22:00'), now)).toBe('at 10:00 pm today');
    expect(opensAtPhrase(ist('2026-03-03T09:00'), now)).toBe('at 9:00 am tomorrow');
    expect(opensAtPhrase(ist('2026-03-03T00:00'), now)).toBe('at 12:00 am tomorrow');
    expect(opensAtPhrase(ist('2026-03-05T12:30'), now)).toBe('on Thursday at 12:30 pm');
    expect(opensAtPhrase(ist('2026-03-16T09:05'), now)).toBe('on 16 March at 9:05 am');
  });
});

/** A time of day by the quarter hour: 0 is 00:00, 96 is 24:00. */
function quarter(q: number): string {
  return `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
}
