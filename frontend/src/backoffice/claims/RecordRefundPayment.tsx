import { Button, DialogContentText, FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { FormDialog } from '../../components/FormDialog';
import { UtrField } from '../../components/orders/UtrField';
import { useDialogForm } from '../../forms/useDialogForm';
import { formatRupees, orderNumber } from '../../format';
import type { ClaimActions } from './claim-actions';
import {
  howRefundWasPaid,
  refundMethodLabel,
  refundMethods,
  type Refund,
  type RefundMethod,
  type RefundPayment,
} from './claim-types';
import { refundPaymentForm } from './refund-payment-form';
import { useClaimChange } from './useClaimChange';

/** "Record refund payment" while the refund is due, opening its dialog; nothing once paid. */
export function RecordRefundPaymentButton({ refund }: { refund: Refund }) {
  const [open, setOpen] = useState(false);
  if (refund.status !== 'due') return null;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Record refund payment
      </Button>
      {open && <RecordRefundPaymentDialog refund={refund} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * How the refund was paid back: cash, UPI with its UTR, or credit on the customer's khata at the
 * shop. The server's refusal (a UTR used before, no khata at the shop, paid already) shows inside.
 */
function RecordRefundPaymentDialog({ refund, onClose }: { refund: Refund; onClose: () => void }) {
  const dataProvider = useDataProvider<DataProvider & ClaimActions>();
  const recording = useClaimChange(
    (payment: RefundPayment) => dataProvider.recordRefundPayment(refund.id, payment),
    (paid) => ({
      title: 'Refund payment recorded',
      description: `${formatRupees(paid.amount)} paid back ${howRefundWasPaid(paid)}`,
    }),
  );
  const { values, field, set, dialog } = useDialogForm(refundPaymentForm, recording, onClose);
  return (
    <FormDialog
      title="Record refund payment"
      submitLabel="Record payment"
      maxWidth="xs"
      error={recording.error ? errorMessage(recording.error) : null}
      {...dialog}
    >
      <Stack spacing={2}>
        <DialogContentText>
          {formatRupees(refund.amount)} back to the customer for {orderNumber(refund.orderId)}: {refund.reason}.
        </DialogContentText>
        <RadioGroup
          aria-label="Paid with"
          value={values.paidWith}
          onChange={(event) => {
            set({ paidWith: event.target.value as RefundMethod });
            recording.reset();
          }}
        >
          {refundMethods.map((method) => (
            <FormControlLabel key={method} value={method} control={<Radio />} label={refundMethodLabel(method)} />
          ))}
        </RadioGroup>
        {values.paidWith === 'upi' && (
          <UtrField
            {...field('utr')}
            onChange={(utr) => {
              set({ utr });
              recording.reset();
            }}
          />
        )}
        {values.paidWith === 'khata' && (
          <DialogContentText variant="body2">
            Credited to the customer&apos;s khata at the shop: it takes the amount off what they owe.
          </DialogContentText>
        )}
      </Stack>
    </FormDialog>
  );
}
