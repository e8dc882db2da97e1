import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, Stack, Typography } from '@mui/material';
import { formatRupees } from '../../format';
import type { OrderItem } from '../shopkeeper-types';

type Substitution = NonNullable<OrderItem['substitution']>;

/** Where the shop's latest offer for the item stands, as the shopkeeper reads it. */
const OFFER_STATES: Record<Substitution['status'], { text: string; color: string }> = {
  offered: { text: "awaiting the customer's answer", color: 'warning.dark' },
  approved: { text: 'approved', color: 'success.main' },
  rejected: { text: 'rejected by the customer', color: 'error.main' },
  expired: { text: 'not answered in time', color: 'error.main' },
};

/** The item's latest replacement offer, and "Offer replacement" while the server says one may be offered. */
export function ItemSubstitution({ item, onOffer }: { item: OrderItem; onOffer: () => void }) {
  const offer = item.substitution;
  if (!offer && !item.substitutable) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
      {offer && (
        <Typography variant="body2" data-testid="substitution-state" data-status={offer.status}>
          Replacement {offer.product.name} × {offer.quantity} at {formatRupees(offer.unitPrice)}:{' '}
          <Typography
            component="span"
            variant="body2"
            sx={{ fontWeight: 600, color: OFFER_STATES[offer.status].color }}
          >
            {OFFER_STATES[offer.status].text}
          </Typography>
        </Typography>
      )}
      {item.substitutable && (
        <Button
          size="small"
          startIcon={<SwapHorizIcon />}
          onClick={onOffer}
          aria-label={`Offer replacement for ${item.product.name}`}
        >
          Offer replacement
        </Button>
      )}
    </Stack>
  );
}
