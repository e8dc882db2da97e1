import { formatMoney, hundredthsColumn, parseMoney, parseSignedMoney, rupees } from './money';

describe('money', () => {
  it.each([
    ['120', 12000],
    ['120.5', 12050],
    ['120.50', 12050],
    ['0.01', 1],
    [99.99, 9999],
    [45, 4500],
  ])('reads %p as %p paise', (input, paise) => {
    expect(parseMoney(input)).toBe(paise);
  });

  it.each([['1.234'], ['-5'], ['abc'], [''], ['1e3'], [Number.NaN], [0.1 + 0.2], [null], [{}]])(
    'refuses %p',
    (input) => {
      expect(parseMoney(input)).toBeUndefined();
    },
  );

  it.each([
    ['-120.50', -12050],
    [-99.99, -9999],
    ['120', 12000],
    ['-0', 0],
  ])('reads %p, sign and all, as %p paise', (input, paise) => {
    expect(parseSignedMoney(input)).toBe(paise);
  });

  it.each([['--5'], ['-'], ['- 5'], ['+5'], ['-1.234'], [-Infinity]])('refuses %p as signed money', (input) => {
    expect(parseSignedMoney(input)).toBeUndefined();
  });

  it('writes paise with two decimals', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(123456)).toBe('1234.56');
    expect(formatMoney(-250)).toBe('-2.50');
  });

  it('prints rupees with Indian grouping, a negative balance with its sign', () => {
    expect([rupees(0), rupees(5), rupees(999_99), rupees(1234_50), rupees(1_23_456_00)]).toEqual([
      '0.00',
      '0.05',
      '999.99',
      '1,234.50',
      '1,23,456.00',
    ]);
    expect(rupees(1_23_45_678_90)).toBe('1,23,45,678.90');
    expect([rupees(-5), rupees(-1234_50), rupees(-1_23_456_00)]).toEqual(['-0.05', '-1,234.50', '-1,23,456.00']);
  });

  it('stores paise in a numeric column and reads them back', () => {
    expect(hundredthsColumn.to(12050)).toBe('120.50');
    expect(hundredthsColumn.from('120.50')).toBe(12050);
    expect(hundredthsColumn.from('-120.50')).toBe(-12050);
    expect(hundredthsColumn.from(null)).toBeNull();
  });
});
