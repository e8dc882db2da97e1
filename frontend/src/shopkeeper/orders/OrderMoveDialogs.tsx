import { Alert, DialogContentText, TextField } from '@mui/material';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import {
  CancelReasonFields,
  cancelReasonBody,
  cancelReasonProblem,
  NO_CANCEL_REASON,
  type CancelReasonValue,
} from '../../components/orders/CancelReasonFields';
import type { Order, OrderMove } from '../shopkeeper-types';
import { useMoveOrder } from './useMoveOrder';

export interface MoveDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/**
 * A move that needs a word from the shopkeeper first: `send` makes it, and `dialog` (to spread on the
 * FormDialog) keeps the server's refusal for the dialog rather than a toast. Enter confirms.
 */
function useDialogMove({ order, open, onClose }: MoveDialogProps) {
  const { move, isPending } = useMoveOrder(order);
  const [error, setError] = useState<string | null>(null);
  const send = (body: OrderMove) => {
    setError(null);
    move(body, { onSuccess: onClose, onError: setError });
  };
  return {
    send,
    dialog: {
      open,
      onClose,
      error,
      pending: isPending,
      cancelLabel: 'Back',
      pendingLabel: 'Updating...',
      maxWidth: 'xs',
    },
  } as const;
}

function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The lines nobody marked fulfilled or not fulfillable yet; dispatching marks them fulfilled. */
export function uncheckedItems(order: Order) {
  return order.orderItems.filter((item) => item.fulfillmentStatus === 'pending');
}

/** Asks before dispatching with unchecked items, which the server then marks fulfilled. */
export function DispatchDialog(props: MoveDialogProps) {
  const { send, dialog } = useDialogMove(props);
  const unchecked = uncheckedItems(props.order);
  return (
    <FormDialog
      title="Dispatch the order?"
      submitLabel="Mark fulfilled and dispatch"
      onSubmit={() => send({ status: 'dispatched' })}
      {...dialog}
    >
      <DialogContentText>
        {itemsLabel(unchecked.length)} not checked yet: mark them fulfilled and dispatch?
      </DialogContentText>
      <DialogContentText component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
        {unchecked.map((item) => (
          <li key={item.id}>
            {item.product.name} × {item.quantity}
          </li>
        ))}
      </DialogContentText>
    </FormDialog>
  );
}

const CODE_PATTERN = /^\d{4}$/;

/** Marks the order delivered with the customer's 4-digit code; the server counts wrong codes and locks. */
export function DeliverDialog(props: MoveDialogProps) {
  const { send, dialog } = useDialogMove(props);
  const [code, setCode] = useState('');
  const locked = props.order.deliveryCodeLocked;
  return (
    <FormDialog
      title="Mark delivered"
      submitLabel="Mark delivered"
      submitDisabled={locked || !CODE_PATTERN.test(code)}
      onSubmit={() => send({ status: 'delivered', deliveryCode: code })}
      {...dialog}
    >
      {locked ? (
        <Alert severity="warning">{DELIVERY_LOCKED}</Alert>
      ) : (
        <>
          <DialogContentText sx={{ mb: 2 }}>
            Ask the customer for the 4-digit delivery code shown on their order page.
          </DialogContentText>
          <TextField
            label="Delivery code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
            autoFocus
            fullWidth
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </>
      )}
    </FormDialog>
  );
}

export const DELIVERY_LOCKED =
  'Five wrong delivery codes were entered: ask the Mohalla team to mark this order delivered.';

/** Cancels with one of the reasons the server offers this shop now (`cancelReasons`), and a note where needed. */
export function CancelDialog(props: MoveDialogProps) {
  const { order } = props;
  const { send, dialog } = useDialogMove(props);
  const [reason, setReason] = useState<CancelReasonValue>(NO_CANCEL_REASON);
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (cancelReasonProblem(order.cancelReasons, reason)) return;
    send({ status: 'cancelled', ...cancelReasonBody(reason) });
  };
  return (
    <FormDialog title="Cancel the order?" submitLabel="Cancel order" submitColor="error" onSubmit={submit} {...dialog}>
      <DialogContentText sx={{ mb: 2 }}>The customer sees the reason in the order timeline.</DialogContentText>
      <CancelReasonFields reasons={order.cancelReasons} value={reason} onChange={setReason} showProblem={tried} />
    </FormDialog>
  );
}
