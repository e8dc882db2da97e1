import {
  Alert,
  Box,
  Button,
  DialogContentText,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { awaitsUpiPayment, paymentHold, utrProblem } from '../../components/orders/payment';
import { PaymentSummary } from '../../components/orders/PaymentSummary';
import { UtrField } from '../../components/orders/UtrField';
import { useToast } from '../../components/toast/useToast';
import { formatRupees, orderNumber } from '../../format';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';
import type { ConfirmPayment, Order } from '../shopkeeper-types';
import { useStoreOrder } from './useStoreOrder';

/** Why the order cannot move on while its payment is awaited ("Waiting for UPI payment…"), or nothing. */
export function PaymentHold({ order }: { order: Order }) {
  const hold = paymentHold(order);
  if (!hold) return null;
  return (
    <Alert severity="warning" data-testid="payment-hold" sx={{ py: 0 }}>
      {hold}
    </Alert>
  );
}

/** The order's payment on its page: how and when it is paid, where that stands, and the shop's actions. */
export function PaymentDetails({ order }: { order: Order }) {
  const { payment } = order;
  const awaiting = awaitsUpiPayment(order);
  return (
    <Stack spacing={1.25}>
      <PaymentSummary order={order} />
      {awaiting && payment.status === 'not_received' && (
        <Typography variant="body2" color="text.secondary">
          The customer was told you found no payment; a new UTR from them shows here.
        </Typography>
      )}
      {awaiting && payment.timing === 'now' && order.status !== 'dispatched' && (
        <Typography variant="body2" color="text.secondary">
          Find the payment in your bank or UPI app, then confirm it with its UTR: the order can be dispatched once paid.
        </Typography>
      )}
      <PaymentActions order={order} />
    </Stack>
  );
}

/**
 * Confirm payment, and (unless `compact`, in a list) Not received while the shop has not said so
 * already; nothing unless the order awaits a UPI payment.
 */
export function PaymentActions({ order, compact = false }: { order: Order; compact?: boolean }) {
  const [open, setOpen] = useState<'confirm' | 'not-received' | null>(null);
  const close = () => setOpen(null);
  if (!awaitsUpiPayment(order)) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      // In a list row that opens the order on click: nothing here, the dialogs included, may open it too.
      onClick={(event) => event.stopPropagation()}
    >
      <Button
        variant="contained"
        color="success"
        size={compact ? 'small' : 'medium'}
        onClick={() => setOpen('confirm')}
        aria-label={compact ? `Confirm payment of order ${order.id.slice(0, 8)}` : undefined}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Confirm payment
      </Button>
      {!compact && order.payment.status === 'unpaid' && (
        <Button variant="outlined" color="error" onClick={() => setOpen('not-received')}>
          Not received
        </Button>
      )}
      {open === 'confirm' && <ConfirmPaymentDialog order={order} onClose={close} />}
      {open === 'not-received' && <NotReceivedDialog order={order} onClose={close} />}
    </Stack>
  );
}

/** A change of the order's payment; the answer is the order, stored where its page and the lists read it. */
function usePaymentChange<V>(change: (dataProvider: ShopkeeperDataProvider, variables: V) => Promise<Order>) {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: (variables: V) => change(dataProvider, variables),
    onSuccess: (saved) => storeOrder(saved),
  });
}

/** Cash only for an order paid at the door, once dispatched (the server refuses it before). */
const takesCash = (order: Order) => order.payment.timing === 'at_door' && order.status === 'dispatched';

/**
 * The UTR in the shop's statement, filled in with the one the customer sent, or (at the door) cash.
 * Mounted only while open; the server's refusal (a UTR used before…) shows inside.
 */
function ConfirmPaymentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { toast } = useToast();
  const [receivedAs, setReceivedAs] = useState<ConfirmPayment['receivedAs']>('upi');
  const [utr, setUtr] = useState(order.payment.customerUtr ?? '');
  const [tried, setTried] = useState(false);
  const confirming = usePaymentChange((dataProvider, body: ConfirmPayment) =>
    dataProvider.confirmPayment(order.id, body),
  );
  const problem = receivedAs === 'upi' && tried ? utrProblem(utr) : undefined;

  const submit = () => {
    setTried(true);
    if (receivedAs === 'upi' && utrProblem(utr)) return;
    confirming.mutate(receivedAs === 'upi' ? { receivedAs, utr } : { receivedAs }, {
      onSuccess: (saved) => {
        toast({
          title: 'Payment confirmed',
          description: `${orderNumber(saved.id)}: ${formatRupees(saved.payment.amountPaid)} ${receivedAs === 'cash' ? 'in cash' : 'by UPI'}.`,
        });
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title="Confirm payment"
      submitLabel="Confirm payment"
      pendingLabel="Confirming..."
      cancelLabel="Back"
      maxWidth="xs"
      pending={confirming.isPending}
      error={confirming.error && errorMessage(confirming.error)}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {formatRupees(order.payment.amountDue)} for {orderNumber(order.id)}. Check that the money is in your account
        before confirming.
      </DialogContentText>
      {takesCash(order) && (
        <RadioGroup
          aria-label="Received as"
          value={receivedAs}
          onChange={(event) => setReceivedAs(event.target.value as ConfirmPayment['receivedAs'])}
          sx={{ mb: 1 }}
        >
          <FormControlLabel value="upi" control={<Radio />} label="Received by UPI" />
          <FormControlLabel value="cash" control={<Radio />} label="Received in cash" />
        </RadioGroup>
      )}
      {receivedAs === 'upi' && (
        <Box>
          <UtrField
            value={utr}
            onChange={(typed) => {
              setUtr(typed);
              confirming.reset();
            }}
            error={Boolean(problem)}
            helperText={
              problem ??
              (order.payment.customerUtr
                ? 'The UTR the customer sent: check it against your statement.'
                : 'As your bank statement or UPI app shows it.')
            }
            autoFocus
            fullWidth
          />
        </Box>
      )}
    </FormDialog>
  );
}

/** Tells the customer the shop found no such payment; they may pay again or send the right UTR. */
function NotReceivedDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { toast } = useToast();
  const marking = usePaymentChange((dataProvider) => dataProvider.paymentNotReceived(order.id));
  const confirm = () =>
    marking.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Payment marked not received', description: 'The customer is asked to check it.' });
        onClose();
      },
      onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      title="Payment not received?"
      confirmLabel="Not received"
      pendingLabel="Saving..."
      cancelLabel="Back"
      pending={marking.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {order.payment.customerUtr
        ? `The customer says they paid with UTR ${order.payment.customerUtr}. `
        : 'The customer has not sent a UTR yet. '}
      Tell them no payment reached your account? They can pay again or send the right UTR.
    </ConfirmDialog>
  );
}
