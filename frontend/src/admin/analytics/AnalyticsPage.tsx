import { Box, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';
import { formatRupees } from '../../format';
import { SectionCard } from '../../backoffice/SectionCard';
import { useAdminAnalytics, useLiveAdminOrders, type AdminAnalytics } from '../admin-api';
import { OrdersByStatus } from '../components/OrdersByStatus';
import { QueryState } from '../../backoffice/QueryState';
import { RevenueByDayChart } from './RevenueByDayChart';

const TOP_SHOP_COLUMNS: TableColumn<AdminAnalytics['topShops'][number]>[] = [
  { heading: 'Shop', cell: (shop) => shop.name },
  { heading: 'Orders', cell: (shop) => shop.orders, align: 'right' },
  { heading: 'Revenue', cell: (shop) => formatRupees(shop.revenue), align: 'right' },
];

function TopShops({ shops }: { shops: AdminAnalytics['topShops'] }) {
  if (shops.length === 0) return <Typography color="text.secondary">No orders yet.</Typography>;
  return <SimpleTable size="small" aria-label="Top shops" columns={TOP_SHOP_COLUMNS} rows={shops} rowKey="shopId" />;
}

/** How many orders were cancelled for each reason that was given, most first (the server's order). */
function CancellationsByReason({ reasons }: { reasons: AdminAnalytics['cancellationsByReason'] }) {
  const given = reasons.filter((reason) => reason.count > 0);
  if (given.length === 0) return <Typography color="text.secondary">No cancelled orders yet.</Typography>;
  return (
    <Box component="ul" aria-label="Cancellations by reason" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {given.map((reason) => (
        <Box
          component="li"
          key={reason.reasonCode}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
        >
          <Typography component="span">{reason.label}</Typography>
          <Typography component="span" fontWeight={600}>
            {reason.count}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Revenue per day over the last 30 days, orders by status, the top shops (D9) and why orders were
 * cancelled. Loaded only when opened: the chart library stays out of the rest of the back office.
 */
export default function AnalyticsPage() {
  useLiveAdminOrders();
  const analytics = useAdminAnalytics();
  const { data } = analytics;
  const revenue30Days = data?.revenueByDay.reduce((sum, day) => sum + Math.round(Number(day.revenue) * 100), 0) ?? 0;
  const orders30Days = data?.revenueByDay.reduce((sum, day) => sum + day.orders, 0) ?? 0;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Analytics" />
      <QueryState query={analytics} what="analytics" />
      {data && (
        <Grid container spacing={2}>
          <Grid size={12}>
            <SectionCard title="Revenue per day of delivery (last 30 days)">
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {formatRupees(revenue30Days / 100)} from {orders30Days} {orders30Days === 1 ? 'order' : 'orders'}
              </Typography>
              <RevenueByDayChart days={data.revenueByDay} />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionCard title="Orders by status">
              <OrdersByStatus counts={data.ordersByStatus} />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <SectionCard title="Top shops by revenue (all time, delivered orders)">
              <TopShops shops={data.topShops} />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionCard title="Cancellations by reason (all time)">
              <CancellationsByReason reasons={data.cancellationsByReason} />
            </SectionCard>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
