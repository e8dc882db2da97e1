import { Alert, AlertTitle, Box, Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { awaitsUpiPayment, paymentMethodLabel, utrProblem } from '../../components/orders/payment';
import { UpiQrCode } from '../../components/orders/UpiQrCode';
import { UtrField } from '../../components/orders/UtrField';
import { formatDateTime, formatRupees } from '../../format';
import { OrderOwnRefunds } from './OrderClaims';
import { useSendPaymentReference, type Order } from './orders-api';

/**
 * How the order is paid and where its payment stands: for a UPI order still to pay, the amount, a
 * QR code of its payment link (and on a phone a button that opens a UPI app), and the form that
 * tells the shop the UTR; then the shop's confirmation, or that it found no payment; and what the
 * shop owes back.
 */
export function OrderPayment({ order }: { order: Order }) {
  const { payment } = order;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" data-testid="payment-method">
        {paymentMethodLabel(payment)}
      </Typography>
      {awaitsUpiPayment(order) ? <UpiToPay order={order} /> : <PaymentState order={order} />}
      {Number(payment.refundDue) > 0 && (
        <Alert severity="info" data-testid="refund-due">
          <AlertTitle>Refund due: {formatRupees(payment.refundDue)}</AlertTitle>
          {order.shop.name} pays it back to you
          {payment.paidWith === 'upi' ? ' by UPI, to the account you paid from' : ''}. Questions? Call the shop on{' '}
          {order.shop.phone}.
        </Alert>
      )}
      <OrderOwnRefunds order={order} />
    </Stack>
  );
}

/** Where a payment stands once nothing more is asked of the customer. */
function PaymentState({ order }: { order: Order }) {
  const { payment, shop } = order;
  const when = payment.paidAt ? ` on ${formatDateTime(payment.paidAt)}` : '';
  let text: string;
  if (payment.status === 'paid') {
    text =
      payment.paidWith === 'upi'
        ? `Paid ${formatRupees(payment.amountPaid)} by UPI${when}${payment.utr ? ` (UTR ${payment.utr})` : ''}.`
        : `Paid ${formatRupees(payment.amountPaid)} in cash${when}.`;
  } else if (payment.status === 'on_khata') {
    text = `On khata: written on your khata with ${shop.name}; settle it with the shop.`;
  } else if (order.status === 'cancelled') {
    text = payment.customerUtr
      ? `Nothing to pay: the order was cancelled. You sent UTR ${payment.customerUtr}: if the money left your account, call ${shop.name} on ${shop.phone} to have it paid back.`
      : 'Nothing to pay: the order was cancelled.';
  } else {
    text = `Cash on delivery: pay ${formatRupees(payment.amountDue)} at the door.`;
  }
  return (
    <Typography data-testid="payment-state" data-payment-status={payment.status}>
      {text}
    </Typography>
  );
}

/** A UPI order the shop has not been paid for yet. */
function UpiToPay({ order }: { order: Order }) {
  const { payment, shop } = order;
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const awaitingShop = payment.status === 'unpaid' && payment.customerUtr !== null;
  // Once the customer says they paid, the code stays away: paying twice is easy, getting it back is not.
  const link = awaitingShop ? null : payment.upiLink;
  return (
    <>
      <UpiPaymentNote order={order} />
      {link && (
        // On a phone the app button comes first, the code below it; on a wider screen the code is on the left.
        <Stack
          direction={{ xs: 'column', sm: 'row-reverse' }}
          spacing={{ xs: 2, sm: 3 }}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: { sm: 'flex-end' } }}
        >
          <Stack spacing={1.5}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                Amount to pay {shop.name}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="amount-due">
                {formatRupees(payment.amountDue)}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {onPhone
                ? 'Open your UPI app with the button, or scan the QR code from another phone.'
                : 'Scan the QR code with any UPI app: Google Pay, PhonePe, Paytm, BHIM or your bank’s.'}
            </Typography>
            {onPhone && (
              <Button href={link} variant="contained" size="large" fullWidth>
                Pay with a UPI app
              </Button>
            )}
          </Stack>
          <Box sx={{ alignSelf: 'center', lineHeight: 0 }}>
            <UpiQrCode link={link} />
          </Box>
        </Stack>
      )}
      <UtrForm order={order} correcting={awaitingShop} />
    </>
  );
}

/** What the customer is waiting for, or asked to do, before the shop has the money. */
function UpiPaymentNote({ order }: { order: Order }) {
  const { payment, shop } = order;
  const thenDispatch = payment.timing === 'now' ? ', then dispatches your order' : '';
  if (payment.status === 'not_received') {
    return (
      <Alert severity="error" data-testid="payment-state" data-payment-status={payment.status}>
        <AlertTitle>The shop has not received your payment</AlertTitle>
        {shop.name} found no payment{payment.customerUtr ? ` with UTR ${payment.customerUtr}` : ''} in its account.
        Check your UPI app: if the money left your account, send the 12-digit UTR it shows below, checking each digit;
        if it did not, pay again with the QR code. Questions? Call the shop on {shop.phone}.
      </Alert>
    );
  }
  if (payment.customerUtr) {
    return (
      <Alert severity="info" data-testid="payment-state" data-payment-status={payment.status}>
        <AlertTitle>Awaiting the shop’s confirmation</AlertTitle>
        You sent UTR {payment.customerUtr}. {shop.name} checks its account and confirms your payment{thenDispatch}.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="payment-state" data-payment-status={payment.status}>
      {payment.timing === 'now'
        ? `Pay now: ${shop.name} dispatches your order once it has your payment.`
        : 'Pay by UPI when your order arrives, or now if you prefer.'}{' '}
      After paying, send the UTR below so the shop can find your payment.
    </Alert>
  );
}

/** The UTR of the customer's UPI payment, checked here (12 digits) and sent; the server's refusal shows on the field. */
function UtrForm({ order, correcting }: { order: Order; correcting: boolean }) {
  const send = useSendPaymentReference(order.id);
  const [utr, setUtr] = useState('');
  const [tried, setTried] = useState(false);
  const problem = tried ? utrProblem(utr) : undefined;
  const refusal = send.error ? errorMessage(send.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (utrProblem(utr)) return;
    send.mutate(utr, {
      onSuccess: () => {
        setUtr('');
        setTried(false);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="utr-heading">
      <Typography variant="subtitle1" component="h3" id="utr-heading" sx={{ fontWeight: 600, mb: 1 }}>
        {correcting ? 'Sent the wrong UTR? Send the right one' : 'Paid? Send the UTR'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <UtrField
          value={utr}
          onChange={(typed) => {
            setUtr(typed);
            send.reset();
          }}
          error={Boolean(problem ?? refusal)}
          helperText={
            problem ?? refusal ?? 'Your UPI app shows it after paying, as UPI reference, UTR or transaction ID.'
          }
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" size="large" disabled={send.isPending} sx={{ whiteSpace: 'nowrap' }}>
          {send.isPending ? 'Sending...' : 'Send UTR'}
        </Button>
      </Stack>
    </Box>
  );
}
