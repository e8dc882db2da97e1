import { Container, Typography } from '@mui/material';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Route, Routes, useParams } from 'react-router';
import { lazyPage } from '../components/lazyPage';
import NotFoundPage from '../components/NotFoundPage';
import { CUSTOMER_PATHS } from '../routes';
import { addressesQuery } from './addresses/addresses-api';
import { useLiveOrders } from './orders/live-orders';
import { shopProductsQuery, shopQuery } from './shops/shops-api';
import { useDocumentTitle } from '../components/useDocumentTitle';

// One chunk per page: a customer opening one page downloads that page alone.
// Under its heading, which shows while the page's code downloads.
const DiscoverShopsPage = lazyPage(() => import('./shops/DiscoverShopsPage'), null);
const ShopProductsPage = lazyPage(() => import('./products/ShopProductsPage'));
const CartPage = lazyPage(() => import('./cart/CartPage'));
const CheckoutPage = lazyPage(() => import('./checkout/CheckoutPage'));
const OrdersPage = lazyPage(() => import('./orders/OrdersPage'));
const OrderDetailPage = lazyPage(() => import('./orders/OrderDetailPage'));
const KhatasPage = lazyPage(() => import('./khatas/KhatasPage'));
const KhataPage = lazyPage(() => import('./khatas/KhataPage'));
const ProfilePage = lazyPage(() => import('./profile/ProfilePage'));
const AddressesPage = lazyPage(() => import('./addresses/AddressesPage'));

// The routes below ask for their page's data while the page's code downloads, not after.

/**
 * Distances are measured from the default address: the page asks for the shops once it is in. The
 * heading and its line show at once, while the page's code downloads: they are what a phone paints
 * first.
 */
function DiscoverShopsRoute() {
  useDocumentTitle('Discover shops');
  usePrefetchQuery(addressesQuery);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        Discover Local Shops
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Order from the shops in your neighbourhood and pay cash on delivery.
      </Typography>
      <DiscoverShopsPage />
    </Container>
  );
}

function ShopProductsRoute() {
  const { shopId = '' } = useParams();
  usePrefetchQuery(shopQuery(shopId));
  usePrefetchQuery(shopProductsQuery(shopId));
  return <ShopProductsPage />;
}

/** The customer area under /customer; its orders stay current on every page of it. */
export default function StorefrontRoutes() {
  useLiveOrders();
  return (
    <Routes>
      <Route index element={<DiscoverShopsRoute />} />
      <Route path={CUSTOMER_PATHS.shopProducts} element={<ShopProductsRoute />} />
      <Route path={CUSTOMER_PATHS.cart} element={<CartPage />} />
      <Route path={CUSTOMER_PATHS.checkout} element={<CheckoutPage />} />
      <Route path={CUSTOMER_PATHS.orders} element={<OrdersPage />} />
      <Route path={CUSTOMER_PATHS.order} element={<OrderDetailPage />} />
      <Route path={CUSTOMER_PATHS.khatas} element={<KhatasPage />} />
      <Route path={CUSTOMER_PATHS.khata} element={<KhataPage />} />
      <Route path={CUSTOMER_PATHS.profile} element={<ProfilePage />} />
      <Route path={CUSTOMER_PATHS.addresses} element={<AddressesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
