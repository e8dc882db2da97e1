import { Route, Routes } from 'react-router';
import { BackOfficeFrame, SiteLayout } from './components/layout/SiteLayout';
import { ScrollOnNavigate } from './components/layout/ScrollOnNavigate';
import { lazyPage } from './components/lazyPage';
import { RequireRole } from './components/RequireRole';
import DashboardRedirect from './pages/DashboardRedirect';
import HomePage from './pages/home/HomePage';
import NotFoundPage from './components/NotFoundPage';
import { AREAS, SITE_PATHS } from './routes';
import StorefrontRoutes from './storefront/StorefrontRoutes';

// Each area is its own chunk: the storefront never downloads react-admin, and the home page
// does not wait for the form fields of the sign-in page. The storefront's routes are here at once
// (each of its pages is a chunk of its own), so that a page's chunk is the only wait.
const AuthPage = lazyPage(() => import('./pages/auth/AuthPage'));
const AdminApp = lazyPage(() => import('./admin/AdminApp'));
const ShopkeeperApp = lazyPage(() => import('./shopkeeper/ShopkeeperApp'));
const CartPage = lazyPage(() => import('./storefront/cart/CartPage'));
const HelpPage = lazyPage(() => import('./pages/help/HelpPage'));
const ContactPage = lazyPage(() => import('./pages/contact/ContactPage'));
const PrivacyPage = lazyPage(() => import('./pages/legal/PrivacyPage'));
const TermsPage = lazyPage(() => import('./pages/legal/TermsPage'));
const RefundPage = lazyPage(() => import('./pages/legal/RefundPage'));
const ForShopkeepersPage = lazyPage(() => import('./pages/for-shopkeepers/ForShopkeepersPage'));

export default function App() {
  return (
    <>
      <ScrollOnNavigate />
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path={SITE_PATHS.auth} element={<AuthPage />} />
          <Route path={SITE_PATHS.help} element={<HelpPage />} />
          <Route path={SITE_PATHS.contact} element={<ContactPage />} />
          <Route path={SITE_PATHS.privacy} element={<PrivacyPage />} />
          <Route path={SITE_PATHS.terms} element={<TermsPage />} />
          <Route path={SITE_PATHS.refund} element={<RefundPage />} />
          <Route path={SITE_PATHS.forShopkeepers} element={<ForShopkeepersPage />} />
          <Route path={SITE_PATHS.dashboard} element={<DashboardRedirect />} />
          <Route
            path={`${AREAS.customer}/*`}
            element={
              <RequireRole role="customer">
                <StorefrontRoutes />
              </RequireRole>
            }
          />
          <Route path={SITE_PATHS.cart} element={<CartPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<BackOfficeFrame />}>
          <Route
            path={`${AREAS.admin}/*`}
            element={
              <RequireRole role="admin">
                <AdminApp />
              </RequireRole>
            }
          />
          <Route
            path={`${AREAS.shopkeeper}/*`}
            element={
              <RequireRole role="shopkeeper">
                <ShopkeeperApp />
              </RequireRole>
            }
          />
        </Route>
      </Routes>
    </>
  );
}
