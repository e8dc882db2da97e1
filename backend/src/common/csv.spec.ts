import { csvLines } from './csv';

describe('csvLines', () => {
  const cellOf = (value: string) => csvLines(['cell'], [[value]], false).trimEnd();

  it.each([['=HYPERLINK("x")'], ['+1+2'], ['@SUM(A1)'], ['-5% this week'], ['-2+3'], ['-'], ['\tcmd']])(
    'puts a quote before %p, which a spreadsheet would run as a formula',
    (value) => {
      expect(cellOf(value)).toMatch(/^"'/);
    },
  );

  it.each([['-120.50'], ['-7'], ['120.50'], ['Sharma Kirana']])('writes %p as it is', (value) => {
    expect(cellOf(value)).toBe(value);
  });
});
