import { Alert, Button, DialogContentText } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import {
  CancelReasonFields,
  cancelReasonBody,
  cancelReasonProblem,
  NO_CANCEL_REASON,
} from '../../components/orders/CancelReasonFields';
import { formatDateTime, orderNumber } from '../../format';
import { useCancelOrder, type Order } from './orders-api';

/** True until `deadline` passes; re-renders at that moment so the page drops what expired. */
function useIsBefore(deadline: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const end = deadline ? new Date(deadline).getTime() : Number.NEGATIVE_INFINITY;
  useEffect(() => {
    if (end <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), end - now);
    return () => clearTimeout(timer);
  }, [end, now]);
  return now < end;
}

/**
 * The Cancel Order button while the server offers the customer to cancel (`nextStatuses`, and the
 * reasons they may give in `cancelReasons`), until the end of the window it answers in
 * `cancellableUntil`. The server decides; a refusal (window just closed, shop confirmed meanwhile)
 * shows its reason.
 */
export function CancelOrder({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const withinWindow = useIsBefore(order.cancellableUntil);
  const offered = order.nextStatuses.includes('cancelled') && order.cancelReasons.length > 0;
  if (!offered || !order.cancellableUntil || !withinWindow) return null;

  return (
    <Alert
      severity="info"
      action={
        <Button color="error" variant="outlined" size="small" onClick={() => setConfirming(true)}>
          Cancel Order
        </Button>
      }
    >
      You can cancel this order until {formatDateTime(order.cancellableUntil)}.
      {confirming && <CancelOrderDialog order={order} onClose={() => setConfirming(false)} />}
    </Alert>
  );
}

/** Asks why before cancelling; mounted only while open, so each opening starts with no reason chosen. */
function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const cancel = useCancelOrder(order.id);
  const [reason, setReason] = useState(NO_CANCEL_REASON);
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (cancelReasonProblem(order.cancelReasons, reason)) return;
    cancel.mutate(cancelReasonBody(reason), { onSettled: onClose });
  };

  return (
    <FormDialog
      title="Cancel this order?"
      submitLabel="Yes, cancel order"
      pendingLabel="Cancelling..."
      cancelLabel="Keep order"
      submitColor="error"
      pending={cancel.isPending}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {orderNumber(order.id)} from {order.shop.name} will be cancelled. This cannot be undone.
      </DialogContentText>
      <CancelReasonFields reasons={order.cancelReasons} value={reason} onChange={setReason} showProblem={tried} />
    </FormDialog>
  );
}
