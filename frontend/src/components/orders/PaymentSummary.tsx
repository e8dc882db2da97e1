import { Alert, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import type { ReactNode } from 'react';
import type { components } from '../../api/schema';
import { formatDateTime, formatRupees } from '../../format';
import { awaitsUpiPayment, paymentMethodLabel, paymentStateLabel } from './payment';

type Order = Pick<components['schemas']['OrderResponse'], 'status' | 'payment'>;

/** How a payment state's chip reads at a glance: the shop's turn (warning), the customer's UTR in, settled… */
function chipLook(order: Order): Pick<ChipProps, 'color' | 'variant'> {
  const { payment } = order;
  if (payment.status === 'paid') return { color: 'success', variant: 'filled' };
  if (!awaitsUpiPayment(order)) return { color: 'default', variant: 'outlined' };
  if (payment.status === 'not_received') return { color: 'error', variant: 'outlined' };
  if (payment.customerUtr) return { color: 'info', variant: 'filled' };
  return payment.timing === 'now' ? { color: 'warning', variant: 'filled' } : { color: 'default', variant: 'outlined' };
}

/** Where an order's payment stands, as a chip, with the UTR the customer sent while the shop has to check it. */
export function PaymentChip({ order }: { order: Order }) {
  const { payment } = order;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" label={paymentStateLabel(order)} data-testid="payment-chip" {...chipLook(order)} />
      {awaitsUpiPayment(order) && payment.customerUtr && (
        <Typography variant="caption" color="text.secondary" data-testid="customer-utr">
          UTR {payment.customerUtr}
        </Typography>
      )}
    </Stack>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** An order's payment for the back offices: how and when it is paid, where that stands, the UTRs and amounts. */
export function PaymentSummary({ order }: { order: Order }) {
  const { payment } = order;
  return (
    <Stack spacing={1.25} data-testid="payment-summary">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{paymentMethodLabel(payment)}</Typography>
        {paymentStateLabel(order) !== paymentMethodLabel(payment) && (
          <Chip size="small" label={paymentStateLabel(order)} data-testid="payment-chip" {...chipLook(order)} />
        )}
      </Stack>
      {payment.customerUtr && <Line label="Customer’s UTR">{payment.customerUtr}</Line>}
      {payment.status === 'paid' && (
        <Line label={payment.paidWith === 'cash' ? 'Paid in cash' : 'Paid by UPI'}>
          {formatRupees(payment.amountPaid)}
          {payment.paidAt && `, ${formatDateTime(payment.paidAt)}`}
        </Line>
      )}
      {payment.utr && <Line label="Confirmed UTR">{payment.utr}</Line>}
      {Number(payment.amountDue) > 0 && <Line label="Due">{formatRupees(payment.amountDue)}</Line>}
      {Number(payment.refundDue) > 0 && (
        <Alert severity="warning" data-testid="refund-due">
          Refund due to the customer: {formatRupees(payment.refundDue)}
          {payment.paidWith === 'upi' ? ', by UPI from the shop' : ''}.
        </Alert>
      )}
    </Stack>
  );
}
