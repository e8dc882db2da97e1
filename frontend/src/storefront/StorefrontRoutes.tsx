import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Route, Routes, useParams } from 'react-router';
import NotFoundPage from '../components/NotFoundPage';
import { CUSTOMER_PATHS } from '../routes';
import { addressesQuery } from './addresses-api';
import { useLiveOrders } from './orders/orders-api';
import { shopProductsQuery, shopQuery } from './shops/shops-api';

// One chunk per page: a customer opening one page downloads that page alone.
const DiscoverShopsPage = lazy(() => import('./shops/DiscoverShopsPage'));
const ShopProductsPage = lazy(() => import('./products/ShopProductsPage'));
const CartPage = lazy(() => import('./cart/CartPage'));
const CheckoutPage = lazy(() => import('./checkout/CheckoutPage'));
const OrdersPage = lazy(() => import('./orders/OrdersPage'));
const OrderDetailPage = lazy(() => import('./orders/OrderDetailPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const AddressesPage = lazy(() => import('./addresses/AddressesPage'));

// The routes below ask for their page's data while the page's code downloads, not after.

/** Distances are measured from the default address: the page asks for the shops once it is in. */
function DiscoverShopsRoute() {
  usePrefetchQuery(addressesQuery);
  return <DiscoverShopsPage />;
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
      <Route path={CUSTOMER_PATHS.profile} element={<ProfilePage />} />
      <Route path={CUSTOMER_PATHS.addresses} element={<AddressesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
