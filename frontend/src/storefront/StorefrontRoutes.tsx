import { Route, Routes } from 'react-router';
import NotFoundPage from '../pages/not-found/NotFoundPage';
import CartPage from './cart/CartPage';
import { PagePlaceholder } from './PagePlaceholder';

/** The customer area under /customer. */
export default function StorefrontRoutes() {
  return (
    <Routes>
      <Route index element={<PagePlaceholder title="Discover Local Shops" />} />
      <Route path="shops/:shopId/products" element={<PagePlaceholder title="Shop Products" />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="checkout" element={<PagePlaceholder title="Checkout" />} />
      <Route path="orders" element={<PagePlaceholder title="My Orders" />} />
      <Route path="orders/:orderId" element={<PagePlaceholder title="Order Details" />} />
      <Route path="profile" element={<PagePlaceholder title="My Profile" />} />
      <Route path="addresses" element={<PagePlaceholder title="My Addresses" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
