import { Box, Button, Grid } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { Link } from 'react-router';
import { formatRupees } from '../../format';
import { useAdminDashboard, useLiveAdminOrders } from '../admin-api';
import { OrdersByStatus } from '../components/OrdersByStatus';
import { RecentOrders } from './RecentOrders';
import { QueryState } from '../../backoffice/QueryState';
import { SectionCard } from '../../backoffice/SectionCard';
import { StatCard } from '../../backoffice/StatCard';

/** The admin overview: small cards of all-time figures, live, and the way to the contact messages. */
export function Dashboard() {
  useLiveAdminOrders();
  const { data, isPending, error, refetch } = useAdminDashboard();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Admin Dashboard" />
      <QueryState
        isPending={isPending}
        error={error}
        loadingLabel="Loading the dashboard"
        failureText="Failed to load the dashboard."
        onRetry={() => void refetch()}
      />
      <Grid container spacing={2}>
        {data && (
          <>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatCard label="Revenue (all time, delivered orders)" value={formatRupees(data.revenue)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatCard label="Total orders" value={data.orderCount} detail="All time, cancelled included" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatCard
                label="Active shops"
                value={`${data.activeShopCount} of ${data.shopCount}`}
                detail={
                  <Link to="/admin/shops" style={{ color: 'inherit' }}>
                    Manage shops
                  </Link>
                }
              />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <ContactMessagesCard />
        </Grid>
        {data && (
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title="Orders by status">
              <OrdersByStatus counts={data.ordersByStatus} />
            </SectionCard>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Recent orders">
            <RecentOrders />
          </SectionCard>
        </Grid>
      </Grid>
    </Box>
  );
}

/** The header has no link to the messages, so the overview carries one, with their count. */
function ContactMessagesCard() {
  const { total } = useGetList('messages', { pagination: { page: 1, perPage: 1 } });
  return (
    <StatCard
      label="Contact messages"
      value={total ?? '…'}
      detail={
        <Button component={Link} to="/admin/messages" size="small" sx={{ px: 0 }}>
          Read messages
        </Button>
      }
    />
  );
}
