import { Alert, Stack, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { formatDateTime, orderNumber } from '../../format';
import { SectionCard } from '../SectionCard';
import { AnswerByCountdown } from './AnswerByCountdown';
import { useClaimOffice } from './claim-offices';
import type { Claim } from './claim-types';
import { ClaimDecisionForm } from './ClaimDecisionForm';
import { ClaimOutcome, EscalationNote } from './ClaimOutcome';
import { ClaimPhotos } from './ClaimPhotos';
import { ClaimStatusChip } from './ClaimStatusChip';
import { OrderLink } from './OrderLink';

function ClaimTitle() {
  const claim = useRecordContext<Claim>();
  return <>{claim ? `Claim on ${orderNumber(claim.orderId)}` : 'Claim'}</>;
}

/** What went wrong, on which order, who reported it and when; while open, the time the shop has left. */
function ClaimHeading({ claim }: { claim: Claim }) {
  const { showsShop } = useClaimOffice();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {claim.reasonLabel}
        </Typography>
        <ClaimStatusChip status={claim.status} />
      </Stack>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <OrderLink orderId={claim.orderId} /> · {claim.customerName}
        {showsShop && ` at ${claim.shopName}`} · reported {formatDateTime(claim.createdAt)}
      </Typography>
      <AnswerByCountdown claim={claim} />
    </Stack>
  );
}

/** The units the claim concerns, or the whole order (a late or undelivered order); the customer's words and photos. */
function WhatWasReported({ claim }: { claim: Claim }) {
  return (
    <SectionCard title="What the customer reported">
      <Stack spacing={1.5}>
        {claim.items.length > 0 ? (
          <Stack component="ul" aria-label="Items" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {claim.items.map((item) => (
              <Typography component="li" key={item.orderItemId}>
                {item.quantity} × {item.productName}
              </Typography>
            ))}
          </Stack>
        ) : (
          <Typography>The whole order</Typography>
        )}
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>“{claim.comment}”</Typography>
        <ClaimPhotos photos={claim.photos} />
      </Stack>
    </SectionCard>
  );
}

function ClaimDetail() {
  const claim = useRecordContext<Claim>();
  const { decides } = useClaimOffice();
  if (!claim) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <ClaimHeading claim={claim} />
      <WhatWasReported claim={claim} />
      <EscalationNote claim={claim} />
      <SectionCard title="Decision">
        {claim.status === decides ? <ClaimDecisionForm claim={claim} /> : <ClaimOutcome claim={claim} />}
      </SectionCard>
    </Stack>
  );
}

/** A claim at /{office}/claims/:id: what was reported and, when it waits for this office, its decision. */
export function ClaimPage() {
  return (
    <Show
      title={<ClaimTitle />}
      actions={false}
      component="div"
      redirectOnError={false}
      queryOptions={{ onError: () => undefined }}
      error={<Alert severity="error">Claim not found.</Alert>}
    >
      <ClaimDetail />
    </Show>
  );
}
