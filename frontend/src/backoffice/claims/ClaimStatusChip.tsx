import { Chip, type ChipProps } from '@mui/material';
import { claimStatusLabel, type ClaimStatus, type Refund } from './claim-types';

const STATUS_COLORS: Record<ClaimStatus, ChipProps['color']> = {
  open: 'warning',
  rejected: 'default',
  escalated: 'error',
  accepted: 'success',
};

export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  return (
    <Chip size="small" label={claimStatusLabel(status)} color={STATUS_COLORS[status]} data-testid="claim-status" />
  );
}

/** Due until the shop records paying it back, then Paid. */
export function RefundStatusChip({ status }: { status: Refund['status'] }) {
  return (
    <Chip
      size="small"
      label={status === 'due' ? 'Due' : 'Paid'}
      color={status === 'due' ? 'warning' : 'success'}
      variant={status === 'due' ? 'filled' : 'outlined'}
      data-testid="refund-status"
    />
  );
}
