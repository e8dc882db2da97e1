import { Stack, Typography } from '@mui/material';
import { formatDateTime, formatRupees } from '../../format';
import { howRefundWasPaid, type Refund } from './claim-types';
import { RefundStatusChip } from './ClaimStatusChip';
import { RecordRefundPaymentButton } from './RecordRefundPayment';

/** Whether the refund is still owed, or when and how it was paid back. */
export function refundState(refund: Refund): string {
  return refund.paidAt
    ? `Paid back ${howRefundWasPaid(refund)} on ${formatDateTime(refund.paidAt)}`
    : `Due to the customer since ${formatDateTime(refund.createdAt)}`;
}

/** A claim's refund: what it comes to, whether it is paid back, and while due the way to record its payment. */
export function RefundDetails({ refund }: { refund: Refund }) {
  return (
    <Stack spacing={1} component="section" aria-label="Refund" data-testid="claim-refund">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>Refund {formatRupees(refund.amount)}</Typography>
        <RefundStatusChip status={refund.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {refundState(refund)}
      </Typography>
      <RecordRefundPaymentButton refund={refund} />
    </Stack>
  );
}
