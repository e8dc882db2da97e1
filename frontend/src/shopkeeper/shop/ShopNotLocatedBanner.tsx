import { Alert, AlertTitle, Link } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useOwnShop } from './own-shop';

/**
 * Said on the dashboard and the shop page while the server cannot place the shop: customers see no
 * distance to it, and delivery costs one flat fee.
 */
export function ShopNotLocatedBanner({ linkToShop = false }: { linkToShop?: boolean }) {
  const { data: shop } = useOwnShop();
  const basename = useBasename();
  if (!shop || shop.locationPrecision !== null) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2, maxWidth: 800 }} data-testid="shop-not-located">
      <AlertTitle>Your shop is not on the map</AlertTitle>
      Customers cannot see how far it is, and delivery is charged at one flat fee. Add the pincode to your shop&apos;s
      address, or pin the shop on the map, in{' '}
      {linkToShop ? (
        <Link component={RouterLink} to={`${basename}/shop`}>
          Shop Details
        </Link>
      ) : (
        'Edit Shop Details'
      )}
      .
    </Alert>
  );
}
