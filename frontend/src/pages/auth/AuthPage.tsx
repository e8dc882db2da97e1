import { Card, CardContent, Grid, Tab, Tabs } from '@mui/material';
import { Navigate, useSearchParams } from 'react-router';
import { homePathFor, useSession } from '../../api/session';
import { PageBand } from '../../components/layout/PageBand';
import { PageSpinner } from '../../components/PageSpinner';
import { AuthAudiences } from './AuthAudiences';
import { SignInPanel } from './SignInPanel';
import { SignUpForm } from './SignUpForm';
import { useDocumentTitle } from '../../components/useDocumentTitle';

type AuthTab = 'signin' | 'signup';

/** /auth?tab=signup&role=shopkeeper opens Sign Up with the role chosen (the home page's shopkeeper link). */
export default function AuthPage() {
  const { user, isPending } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';
  useDocumentTitle(tab === 'signup' ? 'Sign up' : 'Sign in');
  const requestedRole = searchParams.get('role');
  const initialRole = requestedRole === 'shopkeeper' || requestedRole === 'customer' ? requestedRole : '';

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={homePathFor(user.role)} replace />;

  return (
    <PageBand
      sx={{
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, #E8772E 100%)`,
        py: { xs: 3, md: 8 },
      }}
    >
      <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }} sx={{ color: 'common.white', order: { xs: 2, md: 1 } }}>
          <AuthAudiences />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Card variant="elevation" elevation={8} sx={{ maxWidth: 480, mx: 'auto' }}>
            <Tabs
              value={tab}
              onChange={(_event, next: AuthTab) => setSearchParams({ tab: next }, { replace: true })}
              variant="fullWidth"
              aria-label="Sign in or sign up"
            >
              <Tab label="Sign In" value="signin" id="auth-tab-signin" aria-controls="auth-panel" />
              <Tab label="Sign Up" value="signup" id="auth-tab-signup" aria-controls="auth-panel" />
            </Tabs>
            <CardContent
              id="auth-panel"
              role="tabpanel"
              aria-labelledby={`auth-tab-${tab}`}
              sx={{ p: { xs: 2.5, sm: 4 } }}
            >
              {tab === 'signin' ? <SignInPanel /> : <SignUpForm initialRole={initialRole} />}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </PageBand>
  );
}
