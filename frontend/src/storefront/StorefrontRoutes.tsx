import { Route, Routes } from 'react-router';
import NotFoundPage from '../pages/not-found/NotFoundPage';
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
      <Route path="shops/:shopId/products" element={<ShopProductsPage />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="orders" element={<OrdersPage />} />
      <Route path="orders/:orderId" element={<OrderDetailPage />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="addresses" element={<AddressesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
