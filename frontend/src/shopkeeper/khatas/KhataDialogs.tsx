import { FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { UtrField } from '../../components/orders/UtrField';
import { useDialogForm } from '../../forms/useDialogForm';
import { formatRupees } from '../../format';
import type { Khata, KhataCorrection, KhataPayment } from '../shopkeeper-types';
import { correctionForm, creditLimitForm, paymentForm } from './khata-forms';
import { useKhataChange } from './useKhataChange';

interface KhataDialogProps {
  khata: Khata;
  onClose: () => void;
}

/** The server's refusal of the last try, shown inside the dialog. */
const refusal = (change: { error: unknown }) => (change.error ? errorMessage(change.error) : null);

/** A payment the customer made, in cash or by UPI with its UTR; the server refuses more than is owed. */
export function RecordPaymentDialog({ khata, onClose }: KhataDialogProps) {
  const recording = useKhataChange(
    khata.id,
    (dataProvider, payment: KhataPayment) => dataProvider.recordKhataPayment(khata.id, payment),
    (payment) => ({
      title: 'Payment recorded',
      description: `${formatRupees(payment.amount)} from ${khata.customerName}`,
    }),
  );
  const { values, field, set, dialog } = useDialogForm(paymentForm, recording, onClose);
  return (
    <FormDialog
      title="Record payment"
      submitLabel="Record payment"
      maxWidth="xs"
      error={refusal(recording)}
      {...dialog}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Amount (₹)"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...field('amount')}
          helperText={field('amount').helperText ?? `${khata.customerName} owes ${formatRupees(khata.balance)}`}
        />
        <RadioGroup
          aria-label="Paid with"
          row
          value={values.paidWith}
          onChange={(event) => set({ paidWith: event.target.value as KhataPayment['paidWith'] })}
        >
          <FormControlLabel value="cash" control={<Radio />} label="Cash" />
          <FormControlLabel value="upi" control={<Radio />} label="UPI" />
        </RadioGroup>
        {values.paidWith === 'upi' && <UtrField {...field('utr')} onChange={(utr) => set({ utr })} />}
      </Stack>
    </FormDialog>
  );
}

/** Puts a mistake right: entries are never changed, a correction adds to what is owed or takes from it. */
export function CorrectionDialog({ khata, onClose }: KhataDialogProps) {
  const correcting = useKhataChange(
    khata.id,
    (dataProvider, correction: KhataCorrection) => dataProvider.correctKhata(khata.id, correction),
    (correction) => ({
      title: 'Correction made',
      description: `${formatRupees(correction.amount)}: ${correction.note}`,
    }),
  );
  const { field, dialog } = useDialogForm(correctionForm, correcting, onClose);
  return (
    <FormDialog
      title="Correct the khata"
      submitLabel="Add correction"
      maxWidth="xs"
      error={refusal(correcting)}
      {...dialog}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Amount (₹)"
          autoFocus
          {...field('amount')}
          helperText={
            field('amount').helperText ?? 'Above 0 adds to what is owed; below 0, such as -50, takes from it.'
          }
        />
        <TextField
          label="Note"
          multiline
          minRows={2}
          {...field('note')}
          helperText={field('note').helperText ?? 'Why: it shows on the statement'}
        />
      </Stack>
    </FormDialog>
  );
}

/** The change of a khata's terms: its limit, or whether it is frozen. */
function useKhataUpdate(khata: Khata, done: (changes: Partial<Khata>) => { title: string; description?: string }) {
  return useKhataChange(
    khata.id,
    (dataProvider, changes: Partial<Khata>) =>
      dataProvider.update('khatas', { id: khata.id, data: changes, previousData: khata }),
    done,
  );
}

export function CreditLimitDialog({ khata, onClose }: KhataDialogProps) {
  const updating = useKhataUpdate(khata, (changes) => ({
    title: 'Credit limit changed',
    description: `${khata.customerName} may owe up to ${formatRupees(changes.creditLimit ?? khata.creditLimit)}`,
  }));
  const { field, dialog } = useDialogForm(creditLimitForm(khata), updating, onClose);
  return (
    <FormDialog
      title="Change credit limit"
      submitLabel="Save limit"
      maxWidth="xs"
      error={refusal(updating)}
      {...dialog}
    >
      <TextField
        label="Credit limit (₹)"
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...field('creditLimit')}
        helperText={
          field('creditLimit').helperText ?? 'A limit below the balance refuses orders until payments bring it under.'
        }
      />
    </FormDialog>
  );
}

/** Asks before freezing (no order may go on it) or unfreezing a khata. */
export function FreezeDialog({ khata, onClose }: KhataDialogProps) {
  const freeze = !khata.frozen;
  const updating = useKhataUpdate(khata, () => ({
    title: freeze ? 'Khata frozen' : 'Khata unfrozen',
    description: khata.customerName,
  }));
  return (
    <ConfirmDialog
      title={freeze ? 'Freeze this khata?' : 'Unfreeze this khata?'}
      confirmLabel={freeze ? 'Freeze' : 'Unfreeze'}
      pendingLabel="Saving..."
      cancelLabel="Back"
      pending={updating.isPending}
      onConfirm={() => updating.mutate({ frozen: freeze }, { onSuccess: onClose })}
      onClose={onClose}
    >
      {freeze
        ? `${khata.customerName} will not be able to put orders on this khata until you unfreeze it. Payments and corrections still go on it.`
        : `${khata.customerName} will again be able to put orders on this khata, up to its limit.`}
      {updating.error && ` ${errorMessage(updating.error)}`}
    </ConfirmDialog>
  );
}
