import {
  MAX_SHAPED_STATEMENTS,
  prepareShapedStatement,
  preparedStatementName,
  prepareStatement,
} from './prepared-statements';

describe('the statements kept prepared', () => {
  it('names each statement of the code once, whatever number of times it is prepared', () => {
    prepareStatement('SELECT name FROM shops WHERE id = $1');
    prepareStatement('SELECT name FROM products WHERE id = $1');
    prepareStatement('SELECT name FROM shops WHERE id = $1');
    const names = ['shops', 'products'].map((table) =>
      preparedStatementName(`SELECT name FROM ${table} WHERE id = $1`),
    );
    expect(names.every((name) => typeof name === 'string')).toBe(true);
    expect(new Set(names).size).toBe(2);
    expect(preparedStatementName('SELECT 1')).toBeUndefined();
  });

  it('prepares the statements that requests shape up to a bound, the first ones asked, and no others', () => {
    const pages = Array.from({ length: MAX_SHAPED_STATEMENTS + 10 }, (_, i) => `SELECT * FROM shops OFFSET ${i}`);
    pages.forEach(prepareShapedStatement);
    pages.forEach(prepareShapedStatement);
    const named = pages.map(preparedStatementName);
    expect(named.slice(0, MAX_SHAPED_STATEMENTS).every((name) => name !== undefined)).toBe(true);
    expect(named.slice(MAX_SHAPED_STATEMENTS)).toEqual(Array(10).fill(undefined));
    // The statements of the code are not bounded by those of the requests.
    prepareStatement('SELECT name FROM categories WHERE id = $1');
    expect(preparedStatementName('SELECT name FROM categories WHERE id = $1')).toBeDefined();
  });
});
