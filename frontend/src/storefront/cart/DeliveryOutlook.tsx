import DeliveryDiningOutlinedIcon from '@mui/icons-material/DeliveryDiningOutlined';
import StraightenIcon from '@mui/icons-material/Straighten';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Cart } from '../../api/cart';
import { formatKm } from '../../components/map/geo';
import type { Address } from '../addresses/addresses-api';
import { etaLabel } from '../shops/ShopFacts';
import { DeliveryFeeBands } from './DeliveryFeeBands';

interface DeliveryOutlookProps {
  priced: Cart;
  /** The address the cart is priced for. */
  address: Address | undefined;
}

/** The distance as the server measured it: exact to a pin, approximate to a pincode's centre. */
function distanceLabel(km: number, approximate: boolean): string {
  return approximate ? `about ${formatKm(km)} (approximate: located by pincode)` : formatKm(km);
}

/** How far the priced address is, how long delivery takes, and what delivery costs by distance. */
export function DeliveryOutlook({ priced, address }: DeliveryOutlookProps) {
  const minutes = priced.estimatedDeliveryMinutes;
  const { distanceKm, distanceApproximate } = priced;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {distanceKm !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <StraightenIcon color="primary" aria-hidden />
          <Typography variant="body2" data-testid="cart-distance">
            {address ? `${address.title} is ` : 'Distance: '}
            {distanceLabel(distanceKm, distanceApproximate)}
            {priced.shop && ` from ${priced.shop.name}`}
            {distanceApproximate && (
              <>
                {'. '}
                <Link component={RouterLink} to="/customer/addresses">
                  Pin your address
                </Link>{' '}
                for the exact distance and fee.
              </>
            )}
          </Typography>
        </Stack>
      )}
      {minutes !== null && !priced.checkoutBlockedBy && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DeliveryDiningOutlinedIcon color="primary" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="cart-eta">
            {etaLabel(minutes)}
          </Typography>
        </Stack>
      )}
      <DeliveryFeeBands shopLocated={priced.shop === null || distanceKm !== null} />
    </Stack>
  );
}
