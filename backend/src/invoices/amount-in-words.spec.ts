import { amountInWords } from './amount-in-words';

describe('an amount in words, in the Indian system', () => {
  it('writes 1,23,45,678.90 in crore, lakh and thousand, with its paise', () => {
    expect(amountInWords(1_23_45_678_90)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Paise Ninety Only',
    );
  });

  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and Paise One Only'],
    [100, 'Rupees One Only'],
    [19_05, 'Rupees Nineteen and Paise Five Only'],
    [20_00, 'Rupees Twenty Only'],
    [228_00, 'Rupees Two Hundred Twenty-Eight Only'],
    [1000_00, 'Rupees One Thousand Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [10_01_010_00, 'Rupees Ten Lakh One Thousand Ten Only'],
    [99_99_999_99, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Paise Ninety-Nine Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [1_20_00_00_000_00, 'Rupees One Hundred Twenty Crore Only'],
  ])('writes %i paise as "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});
