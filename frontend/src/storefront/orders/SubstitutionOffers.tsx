import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { minutesAndSeconds, useNow } from '../../components/countdown';
import { formatRupees } from '../../format';
import type { Order } from './orders-api';
import { useAnswerSubstitution, type SubstitutionAnswer } from './substitutions-api';

type OrderItem = Order['orderItems'][number];

/** The replacements the shop offered that await the customer's answer, each with Approve and Reject. */
export function SubstitutionOffers({ order }: { order: Order }) {
  const answering = useAnswerSubstitution(order.id);
  const open = order.orderItems.filter((item) => item.substitution?.answerable);
  if (open.length === 0) return null;
  return (
    <Stack spacing={2}>
      {open.map((item) => (
        <Offer
          key={item.id}
          shopName={order.shop.name}
          item={item}
          pending={answering.isPending}
          onAnswer={(choice) => answering.mutate({ itemId: item.id, choice })}
        />
      ))}
    </Stack>
  );
}

interface OfferProps {
  shopName: string;
  item: OrderItem;
  pending: boolean;
  onAnswer: (choice: SubstitutionAnswer) => void;
}

function Offer({ shopName, item, pending, onAnswer }: OfferProps) {
  const offer = item.substitution!;
  const left = Date.parse(offer.answerBy) - useNow();
  return (
    <Paper
      component="section"
      aria-label={`Replacement for ${item.product.name}`}
      data-testid="substitution-offer"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderColor: 'warning.main', borderWidth: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <SwapHorizIcon color="warning" aria-hidden />
        <Typography variant="h6" component="h2">
          {shopName} offers a replacement
        </Typography>
      </Stack>
      <Typography color="text.secondary">
        {item.product.name} × {item.quantity} is not available. Instead:
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ justifyContent: 'space-between', my: 1.5 }}
      >
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="replacement">
          {offer.product.name} × {offer.quantity}
        </Typography>
        <Typography sx={{ whiteSpace: 'nowrap' }}>{formatRupees(offer.unitPrice)} each</Typography>
      </Stack>
      <Typography data-testid="replacement-total">
        New line total <strong>{formatRupees(offer.lineTotal)}</strong>, instead of {formatRupees(item.totalPrice)}.
      </Typography>
      <Typography
        variant="body2"
        data-testid="substitution-countdown"
        sx={{ mt: 0.5, fontWeight: 600, color: 'warning.dark', fontVariantNumeric: 'tabular-nums' }}
      >
        {left > 0
          ? `Answer within ${minutesAndSeconds(left)}, or the item is left out.`
          : 'Time to answer is up: the item is left out.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" disabled={pending || left <= 0} onClick={() => onAnswer('approve')}>
          Approve
        </Button>
        <Button variant="outlined" color="error" disabled={pending || left <= 0} onClick={() => onAnswer('reject')}>
          Reject
        </Button>
      </Stack>
    </Paper>
  );
}
