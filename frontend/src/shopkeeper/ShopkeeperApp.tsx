import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Box, Container, createTheme, ThemeProvider } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { queryKeys } from '../api/query-keys';
import { createBackOfficeQueryClient } from '../backoffice/back-office-query-client';
import { backOfficePalette } from '../backoffice/back-office-palette';
import { QueryState } from '../backoffice/QueryState';
import { lazyPage } from '../components/lazyPage';
import { PageSpinner } from '../components/PageSpinner';
import { usePainted } from '../components/usePainted';
import { themeOptions } from '../theme';
import { OrderDesk } from './desk/OrderDesk';
import { NoShopYet } from './NoShopYet';
import { shopkeeperDataProvider } from './shopkeeper-data-provider';

// react-admin and the back office's screens: the order desk shows before their code is in and run.
const ShopkeeperBackOffice = lazyPage(() => import('./ShopkeeperBackOffice'));
/** The desk in the back office's colours (react-admin's theme, backoffice/back-office-theme.ts, is built with react-admin). */
const deskTheme = createTheme({ ...themeOptions, palette: backOfficePalette });

/**
 * The order desk, then the back office below it once the desk is on screen: react-admin's code is
 * fetched and run only then. The desk's code and reads come with the page's HTML (route-preloads.ts):
 * a shopkeeper on a slow network sees the orders waiting, and can turn the ring on, without waiting
 * for react-admin's (over 200 KB compressed), which would share the network with them.
 */
function DeskThenBackOffice({ shopId }: { shopId: string }) {
  const [queryClient] = useState(createBackOfficeQueryClient);
  const deskShown = usePainted();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={deskTheme}>
        <Box sx={{ px: { xs: 1, md: 3 } }}>
          <OrderDesk />
        </Box>
      </ThemeProvider>
      {deskShown ? <ShopkeeperBackOffice shopId={shopId} queryClient={queryClient} /> : <PageSpinner />}
    </QueryClientProvider>
  );
}

/**
 * The shopkeeper's area under /shopkeeper, loaded only when a shopkeeper opens it: the order desk
 * above every page (a new order is heard anywhere), and the back office below it.
 */
export default function ShopkeeperApp() {
  const profile = useQuery({
    queryKey: queryKeys.shopkeeperProfile,
    queryFn: () => shopkeeperDataProvider.getProfile(),
    // An admin may link this account to a shop at any time: look again whenever the area opens.
    refetchOnMount: 'always',
  });
  // Built at the transition's pace, yielding to the browser every few milliseconds, rather than in
  // the one long task the profile's answer would start.
  const shownProfile = useDeferredValue(profile.data);
  if (profile.isPending) return <PageSpinner />;
  if (profile.error) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <QueryState query={profile} what="your shop" />
      </Container>
    );
  }
  if (!shownProfile) return <PageSpinner />;
  if (!shownProfile.shopId) {
    return <NoShopYet checking={profile.isFetching} onCheckAgain={() => void profile.refetch()} />;
  }

  return <DeskThenBackOffice shopId={shownProfile.shopId} />;
}
