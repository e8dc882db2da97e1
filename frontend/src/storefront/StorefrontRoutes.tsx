import { Route, Routes } from 'react-router';
import NotFoundPage from '../pages/not-found/NotFoundPage';
import { CUSTOMER_PATHS } from '../routes';
import AddressesPage from './addresses/AddressesPage';
import CartPage from './cart/CartPage';
import CheckoutPage from './checkout/CheckoutPage';
import OrderDetailPage from './orders/OrderDetailPage';
import OrdersPage from './orders/OrdersPage';
import ShopProductsPage from './products/ShopProductsPage';
import ProfilePage from './profile/ProfilePage';
import DiscoverShopsPage from './shops/DiscoverShopsPage';

/** The customer area under /customer. */
export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route index element={<DiscoverShopsPage />} />
      <Route path={CUSTOMER_PATHS.shopProducts} element={<ShopProductsPage />} />
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
