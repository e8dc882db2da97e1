import { Alert, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../format';
import { decisionLabel, type Claim } from './claim-types';
import { OrderLink } from './OrderLink';
import { RefundDetails } from './RefundDetails';

const DECIDED_BY: Record<NonNullable<Claim['decidedBy']>, string> = { shopkeeper: 'the shop', admin: 'Mohalla' };

function Quoted({ text }: { text: string }) {
  return <Typography sx={{ overflowWrap: 'anywhere' }}>“{text}”</Typography>;
}

/** Why an escalated claim is with Mohalla: the shop did not answer in time, or the customer disputes its rejection. */
export function EscalationNote({ claim }: { claim: Claim }) {
  if (claim.status !== 'escalated') return null;
  if (claim.escalation !== 'disputed') {
    return <Alert severity="warning">The shop did not answer in time: Mohalla decides this claim.</Alert>;
  }
  return (
    <Alert severity="warning">
      <Stack spacing={0.5}>
        <span>The customer disputes the shop&apos;s rejection: Mohalla decides this claim.</span>
        {claim.decisionNote && <span>The shop: “{claim.decisionNote}”</span>}
        {claim.disputeNote && <span>The customer: “{claim.disputeNote}”</span>}
      </Stack>
    </Alert>
  );
}

/**
 * Where a claim this office does not decide now stands: waiting for the shop or for Mohalla, or how it
 * was decided, with the replacement order or the refund and, while it is due, the way to record its payment.
 */
export function ClaimOutcome({ claim }: { claim: Claim }) {
  if (claim.status === 'open') {
    return (
      <Typography>
        Waiting for the shop&apos;s answer until {formatDateTime(claim.answerBy)}; after that, Mohalla decides.
      </Typography>
    );
  }
  if (claim.status === 'escalated') return <Typography>Mohalla decides this claim; its decision is final.</Typography>;
  const decider = claim.decidedBy ? DECIDED_BY[claim.decidedBy] : 'Mohalla';
  const when = claim.decidedAt ? ` on ${formatDateTime(claim.decidedAt)}` : '';
  return (
    <Stack spacing={1.5} data-testid="claim-outcome">
      <Typography sx={{ fontWeight: 600 }}>
        {claim.outcome
          ? `Accepted by ${decider}${when}: ${decisionLabel(claim.outcome).toLowerCase()}`
          : `Rejected by ${decider}${when}`}
      </Typography>
      {claim.decisionNote && <Quoted text={claim.decisionNote} />}
      {claim.disputableUntil && (
        <Typography variant="body2" color="text.secondary">
          The customer may take the rejection to Mohalla until {formatDateTime(claim.disputableUntil)}.
        </Typography>
      )}
      {claim.replacementOrderId && (
        <Typography>
          Replacement: <OrderLink orderId={claim.replacementOrderId} />
        </Typography>
      )}
      {claim.refund && <RefundDetails refund={claim.refund} />}
    </Stack>
  );
}
