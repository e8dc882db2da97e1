import type { Paise } from '../common/money';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: "Seventy-Eight". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const ones = n % 10;
  return ones === 0 ? TENS[n / 10] : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** 1 to 999: "Six Hundred Seventy-Eight". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** The Indian system's groups: crore (10^7), lakh (10^5), thousand, and the rest. */
function wholeNumber(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    // A hundred crore and more is counted in crores: "One Hundred Twenty Crore".
    crore > 0 ? `${wholeNumber(crore)} Crore` : '',
    lakh > 0 ? `${belowHundred(lakh)} Lakh` : '',
    thousand > 0 ? `${belowHundred(thousand)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in words as Indian invoices write it:
 * "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Paise Ninety Only".
 */
export function amountInWords(paise: Paise): string {
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  return `Rupees ${wholeNumber(rupees)}${cents > 0 ? ` and Paise ${belowHundred(cents)}` : ''} Only`;
}
