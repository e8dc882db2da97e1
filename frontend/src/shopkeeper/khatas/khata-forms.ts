import { utrProblem } from '../../components/orders/payment';
import type { DialogForm } from '../../forms/useDialogForm';
import { onlySet, paiseOf, rupeesError, textError } from '../../forms/validation';
import type { Khata, KhataCorrection, KhataPayment } from '../shopkeeper-types';

// The server's rules for what a shop writes on a khata, mirrored so a mistake shows beside its field.

/** The most a khata's limit, a payment or a correction may be: ₹10 lakh, in paise. */
const MAX_KHATA_AMOUNT = 10_00_000_00;
/** The longest note a correction may carry. */
const KHATA_NOTE_MAX_LENGTH = 200;

/** A credit limit in rupees, as react-admin validates an input: an error message or undefined. */
export const creditLimitError = (value: unknown) =>
  rupeesError(value, { label: 'Credit limit', max: MAX_KHATA_AMOUNT });

interface PaymentValues {
  amount: string;
  paidWith: KhataPayment['paidWith'];
  utr: string;
}

export const paymentForm: DialogForm<PaymentValues, KhataPayment> = {
  initial: { amount: '', paidWith: 'cash', utr: '' },
  validate: ({ amount, paidWith, utr }) =>
    onlySet({
      amount: rupeesError(amount, { max: MAX_KHATA_AMOUNT }),
      utr: paidWith === 'upi' ? utrProblem(utr) : undefined,
    }),
  // A UTR is the server's only for a UPI payment: one typed before choosing cash stays here.
  toRequest: ({ amount, paidWith, utr }) =>
    paidWith === 'upi' ? { amount: amount.trim(), paidWith, utr } : { amount: amount.trim(), paidWith },
};

interface CorrectionValues {
  amount: string;
  note: string;
}

export const correctionForm: DialogForm<CorrectionValues, KhataCorrection> = {
  initial: { amount: '', note: '' },
  validate: ({ amount, note }) =>
    onlySet({
      amount:
        rupeesError(amount, { max: MAX_KHATA_AMOUNT, signed: true }) ??
        (paiseOf(amount, { signed: true }) === 0
          ? 'A correction must add to what is owed or take from it: not 0'
          : undefined),
      note: textError(note, 'A note saying why', KHATA_NOTE_MAX_LENGTH),
    }),
  toRequest: ({ amount, note }) => ({ amount: amount.trim(), note: note.trim() }),
};

interface LimitValues {
  creditLimit: string;
}

/** The limit form of `khata`, starting from its limit. */
export const creditLimitForm = (khata: Khata): DialogForm<LimitValues, Partial<Khata>> => ({
  initial: { creditLimit: khata.creditLimit },
  validate: ({ creditLimit }) => onlySet({ creditLimit: creditLimitError(creditLimit) }),
  toRequest: ({ creditLimit }) => ({ creditLimit: creditLimit.trim() }),
});
