import { Alert, Link, Stack, Typography, type SxProps } from '@mui/material';
import { ListBase, useCreatePath, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../format';
import { SectionCard } from '../SectionCard';
import type { Claim, Refund } from './claim-types';
import { ClaimStatusChip } from './ClaimStatusChip';
import { OrderLink } from './OrderLink';
import { RefundDetails } from './RefundDetails';

/** A claims list without a page: more than an order's lines could ever be claimed in. */
const EVERY_CLAIM = 100;

function ClaimLinks() {
  const { data } = useListContext<Claim>();
  const createPath = useCreatePath();
  if (!data?.length) return null;
  return (
    <SectionCard title="Claims">
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((claim) => (
          <Stack
            key={claim.id}
            component="li"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Link component={RouterLink} to={createPath({ resource: 'claims', type: 'edit', id: claim.id })}>
              {claim.reasonLabel}
            </Link>
            <ClaimStatusChip status={claim.status} />
            <Typography variant="body2" color="text.secondary">
              reported {formatDateTime(claim.createdAt)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The problems the customer reported with the order, oldest first, each linking to its claim; nothing when none. */
export function OrderClaims({ orderId }: { orderId: string }) {
  return (
    <ListBase
      resource="claims"
      filter={{ orderId }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={EVERY_CLAIM}
      disableSyncWithLocation
    >
      <ClaimLinks />
    </ListBase>
  );
}

/** More refunds than an order could ever owe: its claims' and its own. */
const EVERY_REFUND = 100;

function OwnRefunds() {
  const { data } = useListContext<Refund>();
  // A claim's refund shows on its claim; these are the order's own: its cancellation's, an admin's full refund.
  const own = data?.filter((refund) => refund.claimId === null) ?? [];
  if (own.length === 0) return null;
  return (
    <SectionCard title="Refunds">
      <Stack spacing={2}>
        {own.map((refund) => (
          <Stack key={refund.id} spacing={0.5}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {refund.reason}
            </Typography>
            <RefundDetails refund={refund} />
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** What the order itself owes back, not through a claim (a paid order cancelled, a full refund), each payable from here. */
export function OrderRefunds({ orderId }: { orderId: string }) {
  return (
    <ListBase
      resource="refunds"
      filter={{ orderId }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={EVERY_REFUND}
      disableSyncWithLocation
    >
      <OwnRefunds />
    </ListBase>
  );
}

/** On a replacement (a ₹0 order settling a claim), the order it replaces. */
export function ReplacementOfNote({ replacementOf, sx }: { replacementOf: string | null; sx?: SxProps }) {
  if (!replacementOf) return null;
  return (
    <Alert severity="info" data-testid="replacement-of" sx={sx}>
      Replacement for <OrderLink orderId={replacementOf} />, free of charge.
    </Alert>
  );
}
