import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '../api/client';
import { useSession } from '../api/session';
import { PageSpinner } from './PageSpinner';

/** Lets only `role` through: visitors without a session go to /auth, other roles to the home page. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (user.role !== role) return <Navigate to="/" replace />;
  return children;
}
