import { documentNumber, financialYearLabel, financialYearOf } from './invoice-series';

describe('the invoice series', () => {
  describe('the financial year, April to March in India', () => {
    it.each([
      ['2026-03-31T18:29:59.999Z', 2025, 'the last moment of 31 March in India'],
      ['2026-03-31T18:30:00.000Z', 2026, 'midnight of 1 April in India, still 31 March in UTC'],
      ['2026-12-31T20:00:00.000Z', 2026, '1 January in India'],
      ['2027-03-31T12:00:00.000Z', 2026, 'the end of the year after'],
    ])('puts %s in the year starting %i (%s)', (instant, year) => {
      expect(financialYearOf(new Date(instant))).toBe(year);
    });

    it('names a year by both of its calendar years', () => {
      expect(financialYearLabel(2026)).toBe('2026-27');
      expect(financialYearLabel(2099)).toBe('2099-00');
    });
  });

  describe('the number', () => {
    it('carries the year and a six-digit serial, at most 16 letters, digits and dashes', () => {
      expect(documentNumber('INV', 2026, 123)).toBe('INV-2627-000123');
      expect(documentNumber('INV', 2099, 1)).toBe('INV-9900-000001');
      expect(documentNumber('CN', 2026, 4)).toBe('CN-2627-000004');
      for (const number of [documentNumber('INV', 2026, 1), documentNumber('INV', 2026, 9_999_999)]) {
        expect(number).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
      }
    });
  });
});
