import { Button, DialogContentText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useClaimChange } from '../../backoffice/claims/useClaimChange';
import { FormDialog } from '../../components/FormDialog';
import { NoteField } from '../../components/NoteField';
import { useDialogForm, type DialogForm } from '../../forms/useDialogForm';
import { onlySet, textError } from '../../forms/validation';
import { formatRupees, orderNumber } from '../../format';
import type { AdminDataProvider } from '../admin-data-provider';
import type { Order } from './order-types';

const REASON_MAX_LENGTH = 300;

/** Only an order that reached the customer is refunded; one that has not is cancelled. */
const REFUNDABLE_STATUSES = new Set<Order['status']>(['delivered', 'complete']);

const refundForm: DialogForm<{ reason: string }, string> = {
  initial: { reason: '' },
  validate: ({ reason }) => onlySet({ reason: textError(reason, 'A reason', REASON_MAX_LENGTH) }),
  toRequest: ({ reason }) => reason.trim(),
};

/**
 * The admin takes back a delivered order by refunding all that is left of it to the customer, due
 * from the shop: an invoiced order is never cancelled (its GST credit note comes with the refund).
 */
export function RefundInFull({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (!REFUNDABLE_STATUSES.has(order.status)) return null;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {order.invoiceNumber
          ? `Invoiced as ${order.invoiceNumber}: it can no longer be cancelled, only refunded.`
          : 'Delivered: it can no longer be cancelled, only refunded.'}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Refund in full
      </Button>
      {open && <RefundInFullDialog order={order} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

function RefundInFullDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refunding = useClaimChange(
    (reason: string) => dataProvider.refundInFull(order.id, reason),
    (refund) => ({
      title: 'Refunded in full',
      description: `${formatRupees(refund.amount)} is due to the customer from the shop.`,
    }),
  );
  const { values, errors, set, dialog } = useDialogForm(refundForm, refunding, onClose);
  return (
    <FormDialog
      title={`Refund ${orderNumber(order.id)} in full?`}
      submitLabel="Refund in full"
      pendingLabel="Refunding..."
      cancelLabel="Back"
      submitColor="error"
      maxWidth="xs"
      error={refunding.error ? errorMessage(refunding.error) : null}
      {...dialog}
    >
      <Stack spacing={2}>
        <DialogContentText>
          All that is left of it after its refunds, at most {formatRupees(order.finalAmount)}, goes back to the
          customer, due from the shop until it records paying it back. Claims still open on it are settled by it.
        </DialogContentText>
        <NoteField
          label="Reason"
          required
          autoFocus
          maxLength={REASON_MAX_LENGTH}
          value={values.reason}
          onChange={(reason) => set({ reason })}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'Shown in the timeline'}
        />
      </Stack>
    </FormDialog>
  );
}
