import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
 * The Cancel Order button while the server offers the customer to cancel (`nextStatuses`), until the
 * end of the window it answers in `cancellableUntil`. The server decides; a refusal (window just
 * closed, shop confirmed meanwhile) shows its reason.
 */
export function CancelOrder({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(order.id);
  const withinWindow = useIsBefore(order.cancellableUntil);
  if (!order.nextStatuses.includes('cancelled') || !order.cancellableUntil || !withinWindow) return null;

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
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        confirmLabel="Yes, cancel order"
        pendingLabel="Cancelling..."
        cancelLabel="Keep order"
        pending={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        {orderNumber(order.id)} from {order.shop.name} will be cancelled. This cannot be undone.
      </ConfirmDialog>
    </Alert>
  );
}
