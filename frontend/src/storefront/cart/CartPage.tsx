import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Alert, AlertTitle, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCart, type Cart } from '../../api/cart';
import { useSession } from '../../api/session';
import { StickyCartBar } from '../../components/layout/StickyCartBar';
import { LoadingState } from '../../components/LoadingState';
import { defaultAddressOf, useAddresses } from '../addresses/addresses-api';
import { ShopOpenChip } from '../shops/ShopFacts';
import { useClearCart, useRemoveCartItem, useUpdateCartItem } from './cart-api';
import { CartItemRow } from './CartItemRow';
import { CartSummary } from './CartSummary';
import { DeliveryOutlook } from './DeliveryOutlook';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const LOADING_CART = 'Loading cart...';

/** /customer/cart and the public /cart: the one-shop cart, priced by the server. */
export default function CartPage() {
  useDocumentTitle('Cart');
  const { user, isPending } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        Your Cart
      </Typography>
      {isPending ? (
        <LoadingState label={LOADING_CART} />
      ) : user?.role === 'customer' ? (
        <CustomerCart />
      ) : (
        <SignInPrompt signedIn={!!user} />
      )}
    </Container>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <ShoppingCartOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />
      {children}
    </Paper>
  );
}

function SignInPrompt({ signedIn }: { signedIn: boolean }) {
  return (
    <Notice>
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        {signedIn ? 'Please log in as a customer to view your cart' : 'Please log in to view your cart'}
      </Typography>
      <Button component={Link} to="/auth" variant="contained">
        Login / Signup
      </Button>
    </Notice>
  );
}

function CustomerCart() {
  const cart = useCart();
  // The cart's items render in a background render that yields to the browser, not in the one
  // that takes the server's answer, which blocks it until done.
  const shown = useDeferredValue(cart.data);
  if (cart.isError) {
    return (
      <Notice>
        <Typography variant="h6" component="p" sx={{ mb: 2 }}>
          Failed to load cart
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <Button component={Link} to="/customer" variant="outlined">
            Browse Shops
          </Button>
        </Stack>
      </Notice>
    );
  }
  if (!shown) return <LoadingState label={LOADING_CART} />;
  if (shown.items.length === 0) {
    return (
      <Notice>
        <Typography variant="h6" component="p" sx={{ mb: 2 }}>
          Your cart is empty
        </Typography>
        <Button component={Link} to="/customer" variant="contained">
          Browse Shops
        </Button>
      </Notice>
    );
  }
  return <FilledCart cart={shown} />;
}

function FilledCart({ cart }: { cart: Cart }) {
  const updateItem = useUpdateCartItem();
  const removeItem = useRemoveCartItem();
  const clearCart = useClearCart();
  const address = defaultAddressOf(useAddresses().data);
  const busy = updateItem.isPending || removeItem.isPending || clearCart.isPending;
  const outOfStock = cart.items.some((item) => !item.product.isInStock);
  // The server's own reason checkout would refuse (closed, out of area, below the minimum), said before the click.
  const blockedBy = cart.checkoutBlockedBy;
  const checkoutDisabled = blockedBy !== null || outOfStock;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ px: 2.5, py: 1.5 }}>
        {cart.shop && (
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1, flexWrap: 'wrap' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2">
                {cart.shop.name}
              </Typography>
              <ShopOpenChip shop={cart} />
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button component={Link} to={`/customer/shops/${cart.shop.id}/products`} size="small">
                Add More Items
              </Button>
              <Button size="small" color="error" onClick={() => clearCart.mutate()} disabled={busy}>
                Clear Cart
              </Button>
            </Stack>
          </Stack>
        )}
        <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cart.items.map((item) => (
            <CartItemRow
              key={item.id}
              item={item}
              busy={busy}
              onQuantityChange={(quantity) => updateItem.mutate({ itemId: item.id, quantity })}
              onRemove={() => removeItem.mutate(item.id)}
            />
          ))}
        </Box>
      </Paper>
      <Stack spacing={2}>
        {blockedBy && (
          <Alert severity="warning" data-testid="checkout-blocked">
            <AlertTitle>Checkout is not possible yet</AlertTitle>
            {blockedBy}
          </Alert>
        )}
        {outOfStock && <Alert severity="warning">Remove the items that are out of stock to place your order.</Alert>}
        <CartSummary
          amounts={cart}
          note="Delivery charges are for your default address; checkout prices the address you choose."
        >
          <DeliveryOutlook priced={cart} address={address} />
          <Button
            component={Link}
            to="/customer/checkout"
            variant="contained"
            size="large"
            fullWidth
            disabled={checkoutDisabled}
            sx={{ mt: 2.5 }}
          >
            Proceed to Checkout
          </Button>
        </CartSummary>
      </Stack>
      <StickyCartBar checkout={{ disabled: checkoutDisabled }} />
    </Box>
  );
}
