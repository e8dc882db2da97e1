import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
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

interface MoveDialogShellProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  /** The server's reason for refusing the last try, shown above the buttons. */
  error: string | null;
  pending: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A move that needs a word from the shopkeeper first; Enter confirms, the server's refusal shows inside. */
function MoveDialogShell({
  open,
  title,
  children,
  confirmLabel,
  confirmColor = 'primary',
  error,
  pending,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: MoveDialogShellProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmDisabled && !pending) onConfirm();
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {/* The page checks and says what is missing itself: the browser's own bubbles stay away. */}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Back
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={confirmDisabled || pending}>
            {pending ? 'Updating...' : confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The move, with the server's refusal kept for the dialog rather than a toast. */
function useDialogMove(order: Order, onClose: () => void) {
  const { move, isPending } = useMoveOrder(order);
  const [error, setError] = useState<string | null>(null);
  const send = (body: OrderMove) => {
    setError(null);
    move(body, { onSuccess: onClose, onError: setError });
  };
  return { send, isPending, error };
}

function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The lines nobody marked fulfilled or not fulfillable yet; dispatching marks them fulfilled. */
export function uncheckedItems(order: Order) {
  return order.orderItems.filter((item) => item.fulfillmentStatus === 'pending');
}

/** Asks before dispatching with unchecked items, which the server then marks fulfilled. */
export function DispatchDialog({ order, open, onClose }: MoveDialogProps) {
  const { send, isPending, error } = useDialogMove(order, onClose);
  const unchecked = uncheckedItems(order);
  return (
    <MoveDialogShell
      open={open}
      title="Dispatch the order?"
      confirmLabel="Mark fulfilled and dispatch"
      error={error}
      pending={isPending}
      onConfirm={() => send({ status: 'dispatched' })}
      onClose={onClose}
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
    </MoveDialogShell>
  );
}

const CODE_PATTERN = /^\d{4}$/;

/** Marks the order delivered with the customer's 4-digit code; the server counts wrong codes and locks. */
export function DeliverDialog({ order, open, onClose }: MoveDialogProps) {
  const { send, isPending, error } = useDialogMove(order, onClose);
  const [code, setCode] = useState('');
  const locked = order.deliveryCodeLocked;
  return (
    <MoveDialogShell
      open={open}
      title="Mark delivered"
      confirmLabel="Mark delivered"
      error={error}
      pending={isPending}
      confirmDisabled={locked || !CODE_PATTERN.test(code)}
      onConfirm={() => send({ status: 'delivered', deliveryCode: code })}
      onClose={onClose}
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
    </MoveDialogShell>
  );
}

export const DELIVERY_LOCKED =
  'Five wrong delivery codes were entered: ask the Mohalla team to mark this order delivered.';

/** Cancels with one of the reasons the server offers this shop now (`cancelReasons`), and a note where needed. */
export function CancelDialog({ order, open, onClose }: MoveDialogProps) {
  const { send, isPending, error } = useDialogMove(order, onClose);
  const [reason, setReason] = useState<CancelReasonValue>(NO_CANCEL_REASON);
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (cancelReasonProblem(order.cancelReasons, reason)) return;
    send({ status: 'cancelled', ...cancelReasonBody(reason) });
  };
  return (
    <MoveDialogShell
      open={open}
      title="Cancel the order?"
      confirmLabel="Cancel order"
      confirmColor="error"
      error={error}
      pending={isPending}
      onConfirm={submit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>The customer sees the reason in the order timeline.</DialogContentText>
      <CancelReasonFields reasons={order.cancelReasons} value={reason} onChange={setReason} showProblem={tried} />
    </MoveDialogShell>
  );
}
