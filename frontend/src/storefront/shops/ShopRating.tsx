import { Box, Chip, Typography } from '@mui/material';
import type { CustomerShop } from './shops-api';

type Rated = Pick<CustomerShop, 'averageRating' | 'reviewCount'>;

/** '1 review', '12 reviews'. */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** '★ 4.5 (12 reviews)' from the customers' ratings, or 'New' before the first one. */
export function ShopRating({ shop }: { shop: Rated }) {
  if (shop.averageRating === null || shop.reviewCount === 0) {
    return <Chip size="small" label="New" color="info" variant="outlined" data-testid="shop-rating" />;
  }
  return (
    <Typography variant="body2" data-testid="shop-rating" sx={{ fontWeight: 600 }}>
      <Box component="span" sx={{ color: 'warning.main' }}>
        ★
      </Box>{' '}
      {shop.averageRating.toFixed(1)}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        ({reviewCountLabel(shop.reviewCount)})
      </Box>
    </Typography>
  );
}
