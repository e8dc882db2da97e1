import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { ShopLogo } from '../../components/ShopLogo';
import { ShopFacts, ShopOpenChip } from './ShopFacts';
import { ShopRating } from './ShopRating';
import type { CustomerShop } from './shops-api';

/** How the discover page lays its shops out: its grid/list toggle. */
export type ShopLayout = 'grid' | 'list';

/** One shop of the discover page; `layout` follows the grid/list toggle. */
export function ShopCard({ shop, layout }: { shop: CustomerShop; layout: ShopLayout }) {
  const inList = layout === 'list';
  return (
    <Card component="article" aria-label={shop.name} data-testid="shop-card" sx={{ height: '100%' }}>
      <CardContent
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: inList ? { xs: 'column', sm: 'row' } : 'column',
          alignItems: inList ? { sm: 'center' } : 'stretch',
          gap: 2,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'center',
            flexShrink: 0,
            opacity: shop.openNow ? 1 : 0.55,
            ...(!inList && { py: 1, borderRadius: 2, bgcolor: 'grey.50' }),
          }}
        >
          <ShopLogo name={shop.name} logo={shop.logo} size={inList ? 56 : 80} />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {shop.name}
            </Typography>
            <ShopOpenChip shop={shop} />
          </Stack>
          <Box sx={{ mt: 0.5 }}>
            <ShopRating shop={shop} />
          </Box>
          {shop.matchingProducts.length > 0 && (
            <Typography variant="body2" data-testid="shop-matches" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                Sells:
              </Box>{' '}
              {shop.matchingProducts.join(', ')}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ mt: 1, mb: 0.5, color: 'text.secondary', alignItems: 'flex-start' }}
          >
            <LocationOnOutlinedIcon fontSize="small" sx={{ mt: '2px' }} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {shop.address}
            </Typography>
          </Stack>
          <ShopFacts shop={shop} />
        </Box>
        <Button
          component={Link}
          to={`/customer/shops/${shop.id}/products`}
          variant="contained"
          sx={{
            flexShrink: 0,
            mt: inList ? 0 : 'auto',
            alignSelf: inList ? { xs: 'stretch', sm: 'center' } : 'stretch',
          }}
        >
          Browse Products
        </Button>
      </CardContent>
    </Card>
  );
}
