import DeliveryDiningOutlinedIcon from '@mui/icons-material/DeliveryDiningOutlined';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Cart } from '../../api/cart';
import type { Address } from '../addresses/addresses-api';
import { pointOf } from '../addresses/geo';
import { etaLabel } from '../shops/ShopFacts';

interface DeliveryOutlookProps {
  priced: Cart;
  /** The address the cart is priced for; an address without a location is offered a pin. */
  address: Address | undefined;
}

/** How long delivery takes to the priced address, and a pin for an address the map does not know. */
export function DeliveryOutlook({ priced, address }: DeliveryOutlookProps) {
  const minutes = priced.estimatedDeliveryMinutes;
  const unpinned = address !== undefined && pointOf(address) === null;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {minutes !== null && !priced.checkoutBlockedBy && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DeliveryDiningOutlinedIcon color="primary" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="cart-eta">
            {etaLabel(minutes)}
          </Typography>
        </Stack>
      )}
      {unpinned && (
        <Alert severity="info" data-testid="pin-address">
          {address.title} is not pinned on the map, so the flat delivery fee applies.{' '}
          <Link component={RouterLink} to="/customer/addresses">
            Pin it
          </Link>{' '}
          for the exact distance, fee and delivery time.
        </Alert>
      )}
    </Stack>
  );
}
