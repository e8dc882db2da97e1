/**
 * A UPI ID (VPA): a name of 2 to 256 letters, digits, dots, hyphens or underscores, `@`, and the
 * handle of the payer's app or bank (`okaxis`, `ybl`, `paytm`), as NPCI's specification writes it.
 * Stored in lower case: UPI IDs are not case-sensitive.
 */
export const UPI_ID = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;
export const EXAMPLE_UPI_ID = 'sharmakirana@okaxis';

/** What a UPI app needs to pay a shop: NPCI's `upi://pay` deep link, which a QR code carries too. */
export interface UpiPayment {
  /** The shop's UPI ID. */
  payeeId: string;
  /** The name the shop is paid to, shown by the payer's app. */
  payeeName: string;
  /** In paise. */
  amount: number;
  /** The order's reference, which the shop's bank statement shows beside the payment. */
  reference: string;
  note: string;
}

/**
 * The UPI payment link: `pa` the payee, `pn` their name, `am` the amount in rupees with two
 * decimals, `cu` INR, `tr` our reference, `tn` a note. Every value is percent-encoded.
 */
export function upiPayLink({ payeeId, payeeName, amount, reference, note }: UpiPayment): string {
  const rupees = `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
  const query = [
    ['pa', payeeId],
    ['pn', payeeName],
    ['am', rupees],
    ['cu', 'INR'],
    ['tr', reference],
    ['tn', note],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `upi://pay?${query}`;
}
