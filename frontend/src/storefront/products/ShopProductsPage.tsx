import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Container, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCart } from '../../api/cart';
import { errorMessage, errorStatus } from '../../api/errors';
import { StickyCartBar } from '../../components/layout/StickyCartBar';
import { LoadingState } from '../../components/LoadingState';
import { ShopLogo } from '../../components/ShopLogo';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useFirstScreenFirst } from '../../components/useFirstScreenFirst';
import { useHasBeenTrue } from '../../components/useHasBeenTrue';
import { isCartShopConflict, useAddToCart } from '../cart/cart-api';
import { opensAtLabel, ShopFacts, ShopOpenChip } from '../shops/ShopFacts';
import { ShopRating } from '../shops/ShopRating';
import { useShop, useShopProducts, type CustomerShop, type Product } from '../shops/shops-api';
import { ProductCard } from './ProductCard';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const LOADING_PRODUCTS = 'Loading products...';
/** The cards of the first row at the widest layout: their pictures are the page's largest paint. */
const FIRST_SCREEN_CARDS = 3;

// Neither is needed for the first screen: the dialog opens only on a conflict, the reviews come below the products.
const ConfirmDialog = lazy(() =>
  import('../../components/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);
const ShopReviews = lazy(() => import('../shops/ShopReviews').then((module) => ({ default: module.ShopReviews })));

interface PendingAdd {
  product: Product;
  quantity: number;
}

/** /customer/shops/:shopId/products: one shop's products, each addable to the cart. */
export default function ShopProductsPage() {
  const { shopId = '' } = useParams();
  const shop = useShop(shopId);
  useDocumentTitle(shop.data?.name ?? 'Shop');
  // The page renders the shop in a background render that yields to the browser, not in the one
  // that takes the server's answer, which blocks it until done.
  const shopData = useDeferredValue(shop.data);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const searched = search.trim() === '' ? '' : debounced.trim();
  const products = useShopProducts(shopId, searched);
  const cart = useCart();
  const addToCart = useAddToCart();
  const [conflict, setConflict] = useState<PendingAdd | null>(null);
  const hadConflict = useHasBeenTrue(conflict !== null);

  const add = ({ product, quantity }: PendingAdd, replace = false) =>
    addToCart.mutate(
      { productId: product.id, quantity, replace },
      {
        onSuccess: () => setConflict(null),
        onError: (error) => setConflict(isCartShopConflict(error) ? { product, quantity } : null),
      },
    );

  const notFound = errorStatus(shop.error) === 404;
  if (!shop.isError && !shopData) return <LoadingState label={LOADING_PRODUCTS} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={Link} to="/customer" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Shops
      </Button>
      {shop.isError || !shopData ? (
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? 'Shop not found.' : errorMessage(shop.error)}
        </Alert>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ShopLogo name={shopData.name} logo={shopData.logo} size={64} />
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
            >
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
                {shopData.name} Products
              </Typography>
              <ShopOpenChip shop={shopData} />
              <ShopRating shop={shopData} />
            </Stack>
          </Stack>
          <Stack spacing={0.5} sx={{ mt: 1, mb: 3 }}>
            <Stack direction="row" spacing={0.75} sx={{ color: 'text.secondary', alignItems: 'center' }}>
              <LocationOnOutlinedIcon fontSize="small" />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {shopData.address}
              </Typography>
            </Stack>
            <ShopFacts shop={shopData} />
          </Stack>
          {!shopData.openNow && (
            <Alert severity="info" sx={{ mb: 3 }}>
              This shop is closed right now. You can look around, but items cannot be added to the cart until it opens.
              {opensAtLabel(shopData) && ` ${opensAtLabel(shopData)}.`}
            </Alert>
          )}
          <TextField
            type="search"
            size="small"
            fullWidth
            placeholder={`Search ${shopData.name}...`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ mb: 2, maxWidth: { md: 480 } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search products' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          {products.isPending ? (
            <LoadingState label={LOADING_PRODUCTS} />
          ) : (
            <ShopProductList
              shop={shopData}
              products={products}
              searched={searched}
              addingProductId={addToCart.isPending ? addToCart.variables.productId : undefined}
              onAdd={(product, quantity) => add({ product, quantity })}
            />
          )}
        </>
      )}
      <StickyCartBar />
      {hadConflict && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={conflict !== null}
            title="Start a new cart?"
            confirmLabel="Clear Cart and Add"
            pendingLabel="Adding..."
            cancelLabel="Keep Current Cart"
            pending={addToCart.isPending}
            onConfirm={() => conflict && add(conflict, true)}
            onClose={() => setConflict(null)}
          >
            Your cart has items from {cart.data?.shop?.name ?? 'another shop'}, and a cart holds one shop's items. Clear
            it and add {conflict?.product.name}?
          </ConfirmDialog>
        </Suspense>
      )}
    </Container>
  );
}

interface ShopProductListProps {
  shop: CustomerShop;
  products: ReturnType<typeof useShopProducts>;
  searched: string;
  /** The product being added to the cart, if any. */
  addingProductId: string | undefined;
  onAdd: (product: Product, quantity: number) => void;
}

/**
 * The shop's products once they are in, then its reviews. The first screen's cards come first:
 * the rest of the list, and the reviews below it, follow once they are on the screen.
 */
function ShopProductList({ shop, products, searched, addingProductId, onAdd }: ShopProductListProps) {
  const { shown, complete } = useFirstScreenFirst(products.data ?? [], FIRST_SCREEN_CARDS);
  return (
    <>
      {products.isError && <Alert severity="error">{errorMessage(products.error)}</Alert>}
      {products.isSuccess &&
        (products.data.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {searched ? `No products match "${searched}".` : 'No products found for this shop.'}
            </Typography>
          </Paper>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {shown.map((product, index) => (
              <ProductCard
                key={product.id}
                firstScreen={index < FIRST_SCREEN_CARDS}
                product={product}
                shopOpen={shop.openNow}
                adding={addingProductId === product.id}
                onAdd={onAdd}
              />
            ))}
          </Box>
        ))}
      {/* Below the products: appearing above them, the reviews would move them down on their arrival. */}
      {complete && (
        <Suspense fallback={null}>
          <ShopReviews shop={shop} />
        </Suspense>
      )}
    </>
  );
}
