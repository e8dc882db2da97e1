import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Box, Button, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useCart } from '../../api/cart';
import { formatRupees } from '../../format';

const BAR_HEIGHT_PX = 64;
const PHONE_ONLY = { xs: 'block', md: 'none' } as const;

interface StickyCartBarProps {
  /** On the cart page the bar leads to checkout, disabled while the server says checkout would refuse. */
  checkout?: { disabled: boolean };
}

/**
 * On a phone, the cart's count and total stay in sight at the bottom of the screen, one tap from
 * the cart (or checkout); wider screens show the cart beside the page or in the header.
 */
export function StickyCartBar({ checkout }: StickyCartBarProps) {
  const cart = useCart();
  const count = cart.data?.itemCount ?? 0;
  if (!cart.data || count === 0) return null;
  return (
    <>
      {/* Room below the page's end, so the bar never covers its last line. */}
      <Box aria-hidden sx={{ display: PHONE_ONLY, height: BAR_HEIGHT_PX }} />
      {/* The scroll-to-top button rises above the bar. */}
      <GlobalStyles
        styles={(theme) => ({
          ':root': { [theme.breakpoints.down('md')]: { '--sticky-cart-bar-height': `${BAR_HEIGHT_PX}px` } },
        })}
      />
      <Paper
        component="aside"
        aria-label="Cart summary"
        data-testid="sticky-cart-bar"
        elevation={8}
        square
        sx={{
          display: PHONE_ONLY,
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          px: 2,
          py: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom))',
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: BAR_HEIGHT_PX - 16 }}>
          <ShoppingCartOutlinedIcon color="primary" aria-hidden />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" data-testid="sticky-cart-count">
              {count} {count === 1 ? 'item' : 'items'}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="sticky-cart-total">
              {formatRupees(cart.data.finalAmount)}
            </Typography>
          </Box>
          {checkout ? (
            <Button component={Link} to="/customer/checkout" variant="contained" disabled={checkout.disabled}>
              Checkout
            </Button>
          ) : (
            <Button component={Link} to="/customer/cart" variant="contained">
              View Cart
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
}
