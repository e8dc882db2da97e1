import { Navigate } from 'react-router';
import { homePathFor, useSession } from '../api/session';
import { PageSpinner } from '../components/PageSpinner';

/** /dashboard sends each person to their own area, and visitors to sign in. */
export default function DashboardRedirect() {
  const { user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  return <Navigate to={user ? homePathFor(user.role) : '/auth'} replace />;
}
