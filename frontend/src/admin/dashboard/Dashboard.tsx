import { Box, Button, Grid } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { Link } from 'react-router';
import { formatRupees } from '../../format';
import { useAdminDashboard, useLiveAdminOrders, type AdminDashboard } from '../admin-api';
import { OrdersByStatus } from '../components/OrdersByStatus';
import { RecentOrders } from './RecentOrders';
import { QueryState } from '../../backoffice/QueryState';
import { SectionCard } from '../../backoffice/SectionCard';
import { StatCardCells, type StatCardProps } from '../../backoffice/StatCard';

/** The figures of all time, and the active shops with the way to manage them. */
function figureStats(data: AdminDashboard): StatCardProps[] {
  return [
    { label: 'Revenue (all time, delivered orders)', value: formatRupees(data.revenue) },
    { label: 'Total orders', value: data.orderCount, detail: 'All time, cancelled included' },
    {
      label: 'Active shops',
      value: `${data.activeShopCount} of ${data.shopCount}`,
      detail: (
        <Link to="/admin/shops" style={{ color: 'inherit' }}>
          Manage shops
        </Link>
      ),
    },
  ];
}

/** A list the header has no link to, with its count, so that the overview is the way to it. */
function useListStat(resource: string, label: string, linkLabel: string): StatCardProps {
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return {
    label,
    value: total ?? '…',
    detail: (
      <Button component={Link} to={`/admin/${resource}`} size="small" sx={{ px: 0 }}>
        {linkLabel}
      </Button>
    ),
  };
}

/** The admin overview: small cards of all-time figures, live, and the way to the contact messages and outgoing mail. */
export function Dashboard() {
  useLiveAdminOrders();
  const dashboard = useAdminDashboard();
  const { data } = dashboard;
  const contactMessages = useListStat('messages', 'Contact messages', 'Read messages');
  // Without an SMTP server this is the only place the mails show: a newcomer finds them from here.
  const outgoingMail = useListStat('outgoing-mail', 'Outgoing mail', 'See outgoing mail');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Admin Dashboard" />
      <QueryState query={dashboard} what="the dashboard" />
      <Grid container spacing={2}>
        <StatCardCells
          stats={[...(data ? figureStats(data) : []), contactMessages, outgoingMail]}
          size={{ xs: 12, sm: 6, lg: 3 }}
        />
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
