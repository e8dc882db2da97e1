import { Typography } from '@mui/material';
import { preferenceLabel } from '../../components/orders/substitution-preferences';
import type { Order } from '../shopkeeper-types';

/** What the customer asked at checkout about items the shop cannot supply. */
export function SubstitutionPreferenceNote({ order }: { order: Order }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="substitution-preference">
      If an item is unavailable, the customer asked:{' '}
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {preferenceLabel(order.substitutionPreference)}
      </Typography>
    </Typography>
  );
}
