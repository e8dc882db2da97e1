import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useRecordContext, useUpdate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import {
  CancelReasonFields,
  cancelReasonBody,
  cancelReasonProblem,
  NO_CANCEL_REASON,
} from '../../components/orders/CancelReasonFields';
import { NoteField } from '../../components/NoteField';
import { statusChoices, statusLabel, type OrderStatus } from '../../components/orders/order-status';
import { useToast } from '../../components/toast/useToast';
import type { Order } from './order-types';

const REASON_MAX = 500;
const REASON_MISSING = 'Say why you change the status: it is shown in the timeline.';

/**
 * Admins may set any status, final ones included, to correct mistakes (D10); it joins the timeline
 * with the admin's reason. The choices are the server's `nextStatuses` for an admin, beside the
 * current status; a cancellation also takes one of the server's `cancelReasons`, which then says why.
 */
export function OrderStatusOverride() {
  const order = useRecordContext<Order>();
  const [choice, setChoice] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [cancelReason, setCancelReason] = useState(NO_CANCEL_REASON);
  const [tried, setTried] = useState(false);
  const [update, { isPending }] = useUpdate<Order>();
  const { toast } = useToast();
  if (!order) return null;
  const selected = choice ?? order.status;
  const cancelling = selected === 'cancelled';
  const reasonMissing = !cancelling && !reason.trim();

  const reset = () => {
    setChoice(null);
    setReason('');
    setCancelReason(NO_CANCEL_REASON);
    setTried(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reasonMissing || (cancelling && cancelReasonProblem(order.cancelReasons, cancelReason))) return;
    const data = {
      status: selected,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(cancelling ? cancelReasonBody(cancelReason) : {}),
    };
    update(
      'orders',
      { id: order.id, data, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: (updated) => {
          reset();
          toast({ title: 'Order Status Updated', description: `The order is now ${statusLabel(updated.status)}.` });
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={save}>
      <Stack spacing={2}>
        <TextField
          select
          label="Status"
          size="small"
          value={selected}
          onChange={(event) => setChoice(event.target.value as OrderStatus)}
          fullWidth
        >
          {statusChoices(order).map((status) => (
            <MenuItem key={status} value={status}>
              {statusLabel(status)}
            </MenuItem>
          ))}
        </TextField>
        {selected !== order.status && (
          <>
            {cancelling && (
              <Box>
                <CancelReasonFields
                  reasons={order.cancelReasons}
                  value={cancelReason}
                  onChange={setCancelReason}
                  showProblem={tried}
                />
              </Box>
            )}
            <NoteField
              label={cancelling ? 'Reason for the change (optional)' : 'Reason for the change'}
              required={!cancelling}
              size="small"
              value={reason}
              onChange={setReason}
              maxLength={REASON_MAX}
              error={tried && reasonMissing}
              helperText={tried && reasonMissing ? REASON_MISSING : 'Shown in the timeline'}
            />
          </>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={isPending || selected === order.status}>
            {isPending ? 'Updating...' : 'Update Status'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
