import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DeliveryDiningOutlinedIcon from '@mui/icons-material/DeliveryDiningOutlined';
import NearMeOutlinedIcon from '@mui/icons-material/NearMeOutlined';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatRupees, formatSoon } from '../../format';
import { formatKm } from '../../components/map/geo';
import type { CustomerShop } from './shops-api';

/** A shop's or a cart's: a cart's shop has something in it, so it is never coming soon. */
type OpenState = Pick<CustomerShop, 'openNow' | 'opensAt'> & { comingSoon?: boolean };

/**
 * 'Open now', 'Coming soon' (nothing in stock yet) or 'Closed' and when it opens next: the server's
 * `openNow` and `comingSoon` (its switch, hours, holidays and stock).
 */
export function ShopOpenChip({ shop }: { shop: OpenState }) {
  const label = shop.openNow ? 'Open now' : shop.comingSoon ? 'Coming soon' : 'Closed';
  return (
    <Chip
      size="small"
      data-testid="shop-open"
      label={label}
      color={shop.openNow ? 'success' : shop.comingSoon ? 'info' : 'default'}
      variant={shop.openNow ? 'filled' : 'outlined'}
    />
  );
}

/** 'Opens at 9:00 am tomorrow' for a closed shop that will open; nothing otherwise. */
export function opensAtLabel(shop: OpenState): string | null {
  return !shop.openNow && shop.opensAt ? `Opens at ${formatSoon(shop.opensAt)}` : null;
}

/** 'Delivery in about 35 min': the server's estimate, preparation plus travel. */
export function etaLabel(minutes: number): string {
  return `Delivery in about ${minutes} min`;
}

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * What decides whether to order here, as the server measured it from the customer's point: when it
 * opens, how far it is, whether it delivers there, how long delivery takes and the minimum order.
 */
export function ShopFacts({ shop }: { shop: CustomerShop }) {
  const opensAt = opensAtLabel(shop);
  return (
    <Stack spacing={0.5}>
      {opensAt && (
        <Fact testId="shop-opens-at" icon={<AccessTimeIcon fontSize="small" />}>
          {opensAt}
        </Fact>
      )}
      {shop.distanceKm !== null && (
        <Fact testId="shop-distance" icon={<NearMeOutlinedIcon fontSize="small" />}>
          {formatKm(shop.distanceKm)} away
          {shop.deliversToYou !== null && (
            <Typography
              component="span"
              variant="body2"
              data-testid="shop-delivers"
              sx={{ fontWeight: 600, color: shop.deliversToYou ? 'success.main' : 'warning.dark' }}
            >
              {' · '}
              {shop.deliversToYou ? 'Delivers to you' : 'Outside delivery area'}
            </Typography>
          )}
        </Fact>
      )}
      {shop.deliversToYou !== false && shop.estimatedDeliveryMinutes !== null && (
        <Fact testId="shop-eta" icon={<DeliveryDiningOutlinedIcon fontSize="small" />}>
          {etaLabel(shop.estimatedDeliveryMinutes)}
        </Fact>
      )}
      {shop.minimumOrder !== null && (
        <Fact testId="shop-minimum" icon={<ShoppingBasketOutlinedIcon fontSize="small" />}>
          Minimum order {formatRupees(shop.minimumOrder)}
        </Fact>
      )}
    </Stack>
  );
}
