import { Alert, Box, Button, ButtonBase, DialogContentText, Divider, Link, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/errors';
import { FormDialog } from '../../components/FormDialog';
import { NoteField } from '../../components/NoteField';
import { PictureImage, PicturesView } from '../../components/ProductImage';
import { formatDateTime, formatRupees, orderNumber, shortOrderId } from '../../format';
import { useDisputeClaim, useOrderClaims, useOrderRefunds, type Claim, type Refund } from './claims-api';
import { OrderSection } from './OrderSection';
import type { Order } from './orders-api';

const NOTE_MAX = 1000;
const PHOTO_SIZE = 64;

const orderPath = (orderId: string) => `/customer/orders/${orderId}`;

/** "Replacement for order #…, free of charge": on a ₹0 order that sends a claim's items again. */
export function ReplacementOf({ originalId }: { originalId: string }) {
  return (
    <Typography data-testid="replacement-of">
      Replacement for{' '}
      <Link component={RouterLink} to={orderPath(originalId)}>
        order #{shortOrderId(originalId)}
      </Link>
      , free of charge
    </Typography>
  );
}

/** "Problems reported": the order's claims, each with where it stands and its refund; nothing before one. */
export function OrderClaims({ orderId }: { orderId: string }) {
  const claims = useOrderClaims(orderId);
  if (!claims.data) {
    return claims.isError ? (
      <Alert severity="error">Failed to load the problems reported: {errorMessage(claims.error)}</Alert>
    ) : null;
  }
  if (claims.data.length === 0) return null;
  return (
    <OrderSection title="Problems reported">
      <Stack spacing={2} divider={<Divider flexItem />}>
        {claims.data.map((claim) => (
          <ClaimSummary key={claim.id} claim={claim} />
        ))}
      </Stack>
    </OrderSection>
  );
}

function ClaimSummary({ claim }: { claim: Claim }) {
  return (
    <Stack
      component="article"
      aria-label={claim.reasonLabel}
      data-testid="claim"
      data-status={claim.status}
      spacing={1}
    >
      <Box>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {claim.reasonLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Reported {formatDateTime(claim.createdAt)}
        </Typography>
      </Box>
      {claim.items.length > 0 && (
        <Typography data-testid="claim-items" sx={{ overflowWrap: 'anywhere' }}>
          {claim.items.map((item) => `${item.productName} × ${item.quantity}`).join(', ')}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {claim.comment}
      </Typography>
      {claim.photos.length > 0 && <ClaimPhotos claim={claim} />}
      <ClaimStanding claim={claim} />
      {claim.refund && <RefundState refund={claim.refund} />}
      {claim.disputableUntil && <TakeToMohalla claim={claim} until={claim.disputableUntil} />}
    </Stack>
  );
}

/** The claim's photos as thumbnails; each opens the larger view. */
function ClaimPhotos({ claim }: { claim: Claim }) {
  const [shownId, setShownId] = useState<string | null>(null);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {claim.photos.map((photo, index) => (
        <ButtonBase
          key={photo.id}
          aria-label={`View photo ${index + 1}`}
          aria-haspopup="dialog"
          onClick={() => setShownId(photo.id)}
          sx={{ borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
        >
          <PictureImage picture={photo} alt="" size={PHOTO_SIZE} />
        </ButtonBase>
      ))}
      {shownId && (
        <PicturesView
          name={`Your photos: ${claim.reasonLabel}`}
          images={claim.photos}
          firstShownId={shownId}
          onClose={() => setShownId(null)}
        />
      )}
    </Stack>
  );
}

const DECIDER: Record<NonNullable<Claim['decidedBy']>, string> = {
  shopkeeper: 'the shop',
  admin: 'the Mohalla team',
};

const ESCALATED_BECAUSE: Record<NonNullable<Claim['escalation']>, string> = {
  unanswered: 'The shop did not answer in time.',
  disputed: "You disagreed with the shop's answer.",
};

/** Where the claim stands, in the customer's words. */
function standing(claim: Claim): ReactNode {
  switch (claim.status) {
    case 'open':
      return `Waiting for the shop until ${formatDateTime(claim.answerBy)}`;
    case 'escalated':
      return 'With the Mohalla team';
    case 'rejected':
      return `Rejected by ${DECIDER[claim.decidedBy ?? 'shopkeeper']}: ${claim.decisionNote ?? ''}`;
    case 'accepted':
      return claim.outcome === 'replacement' && claim.replacementOrderId ? (
        <>
          Accepted: a replacement is on its way (
          <Link component={RouterLink} to={orderPath(claim.replacementOrderId)}>
            {orderNumber(claim.replacementOrderId)}
          </Link>
          )
        </>
      ) : (
        `Accepted: refund of ${formatRupees(claim.refundAmount ?? 0)}`
      );
  }
}

function ClaimStanding({ claim }: { claim: Claim }) {
  return (
    <Box data-testid="claim-standing">
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{standing(claim)}</Typography>
      {claim.status === 'escalated' && claim.escalation && (
        <Typography variant="body2" color="text.secondary">
          {ESCALATED_BECAUSE[claim.escalation]} The Mohalla team decides, and its decision is final.
        </Typography>
      )}
      {claim.status === 'accepted' && claim.decisionNote && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {claim.decisionNote}
        </Typography>
      )}
      {claim.decidedBy === 'admin' && (
        <Typography variant="body2" color="text.secondary">
          Decided by the Mohalla team (final)
        </Typography>
      )}
    </Box>
  );
}

const PAID_WITH: Record<NonNullable<Refund['paidWith']>, string> = {
  cash: 'in cash',
  upi: 'by UPI',
  khata: 'as credit on your khata',
};

/** "Refund due: ₹x" until the shop pays it back, then how it was paid. */
function refundText(refund: Refund): string {
  const amount = formatRupees(refund.amount);
  if (refund.status === 'due' || !refund.paidWith) return `Refund due: ${amount}`;
  const utr = refund.paidWith === 'upi' && refund.utr ? ` (UTR ${refund.utr})` : '';
  return `Refunded ${amount} ${PAID_WITH[refund.paidWith]}${utr}`;
}

function RefundState({ refund }: { refund: Refund }) {
  return (
    <Alert
      severity={refund.status === 'paid' ? 'success' : 'warning'}
      data-testid="claim-refund"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {refundText(refund)}
    </Alert>
  );
}

/** The statuses in which an order may owe a refund of its own: cancelled after payment, or refunded in full. */
const MAY_OWE_OWN_REFUND = new Set<Order['status']>(['cancelled', 'delivered', 'complete']);

/**
 * What the order itself owes back, not through a claim ("Order cancelled" once a paid order is
 * cancelled, or the Mohalla team's full refund): due until the shop pays it back, then how it did.
 */
export function OrderOwnRefunds({ order }: { order: Order }) {
  const refunds = useOrderRefunds(order.id, MAY_OWE_OWN_REFUND.has(order.status));
  const own = refunds.data?.filter((refund) => refund.claimId === null) ?? [];
  if (own.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="order-refunds">
      {own.map((refund) => (
        <Box key={refund.id}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
            {refund.reason}
          </Typography>
          <RefundState refund={refund} />
        </Box>
      ))}
    </Stack>
  );
}

/** While the shop's rejection may be taken to the Mohalla team: the button, and the note it asks for. */
function TakeToMohalla({ claim, until }: { claim: Claim; until: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Disagree? You can take this to the Mohalla team until {formatDateTime(until)}.
      </Typography>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Take to Mohalla
      </Button>
      {open && <DisputeDialog claim={claim} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

function DisputeDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const dispute = useDisputeClaim(claim);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && !note.trim();

  const submit = () => {
    setTried(true);
    if (note.trim()) dispute.mutate(note.trim(), { onSuccess: onClose });
  };

  return (
    <FormDialog
      title="Take to Mohalla"
      submitLabel="Take to Mohalla"
      pendingLabel="Sending..."
      pending={dispute.isPending}
      error={dispute.error && errorMessage(dispute.error)}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        The Mohalla team looks at your claim and the shop&apos;s answer, and decides. Its decision is final.
      </DialogContentText>
      <NoteField
        label="Why do you disagree?"
        required
        value={note}
        onChange={setNote}
        maxLength={NOTE_MAX}
        error={missing}
        helperText={missing ? 'Say why you disagree.' : `${note.length}/${NOTE_MAX}`}
      />
    </FormDialog>
  );
}
