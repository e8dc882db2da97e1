import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useUser } from '../../api/session';
import { defaultAddressOf, useAddresses } from '../../storefront/addresses/addresses-api';
import { formatKm, pointOf } from '../../components/map/geo';
import { useNearestShops } from '../../storefront/shops/discovery-api';
import type { CustomerShop } from '../../storefront/shops/shops-api';

/** As many as the hero's card has room for. */
const SHOPS_SHOWN = 4;

/**
 * The hero's "Shops near you": a customer's real nearest shops (from the default address), or, for
 * anyone else, the way to see them; discovery answers signed-in customers only.
 */
export default function ShopsNearYou() {
  const user = useUser();
  return user?.role === 'customer' ? <NearestShops /> : <SignInToSee signedIn={Boolean(user)} />;
}

function NearestShops() {
  const addresses = useAddresses();
  const address = defaultAddressOf(addresses.data);
  const origin = address ? pointOf(address) : null;
  const shops = useNearestShops(origin, SHOPS_SHOWN, !addresses.isPending);
  const rows = shops.data?.rows ?? [];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {origin ? `Nearest to ${address?.title ?? 'your address'}` : 'Pin your address to see the nearest first'}
      </Typography>
      {shops.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">No shops have joined yet.</Typography>
      )}
      <Stack component="ul" spacing={1.5} aria-label="Shops near you" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((shop) => (
          <NearbyShop key={shop.id} shop={shop} />
        ))}
      </Stack>
      <Button component={RouterLink} to="/customer" size="small" sx={{ mt: 1.5 }}>
        See all shops
      </Button>
    </>
  );
}

function NearbyShop({ shop }: { shop: CustomerShop }) {
  const detail = [
    shop.distanceKm !== null && `${formatKm(shop.distanceKm)} away`,
    shop.deliversToYou === false && 'Outside delivery area',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      data-testid="nearby-shop"
      sx={{ alignItems: 'center', p: 1.25, borderRadius: 2, bgcolor: 'background.default' }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'common.white',
        }}
      >
        <StorefrontOutlinedIcon />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/customer/shops/${shop.id}/products`}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block' }}
          noWrap
        >
          {shop.name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          {detail || shop.address}
        </Typography>
      </Box>
      <Chip
        label={shop.openNow ? 'Open' : 'Closed'}
        size="small"
        color={shop.openNow ? 'success' : 'default'}
        variant="outlined"
      />
    </Stack>
  );
}

/** Anyone but a customer: a shopkeeper or an admin signed in, or a visitor who can sign in. */
function SignInToSee({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {signedIn ? 'Customers see' : 'Sign in to see'} the kiranas, bakeries and pharmacies around{' '}
        {signedIn ? 'their' : 'your'} address here: which are open now, which deliver there, and how soon an order
        arrives.
      </Typography>
      {!signedIn && (
        <Button component={RouterLink} to="/customer" variant="outlined">
          Find shops near you
        </Button>
      )}
    </Stack>
  );
}
