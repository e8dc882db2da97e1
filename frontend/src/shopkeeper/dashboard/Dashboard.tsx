import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { queryKeys } from '../../api/query-keys';
import { QueryState } from '../../backoffice/QueryState';
import { StatCard } from '../../backoffice/StatCard';
import { formatRupees } from '../../format';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';

/** The shop's overview: what needs attention now, and what the shop has earned. */
export function Dashboard() {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: queryKeys.shopkeeperDashboard,
    queryFn: () => dataProvider.getDashboard(),
    retry: false,
  });

  return (
    <>
      <Title title="Shop Dashboard" />
      <QueryState
        isPending={isPending}
        error={error}
        loadingLabel="Loading the overview"
        failureText="Failed to load the overview."
        onRetry={() => void refetch()}
      />
      {data && (
        <Grid container spacing={2} sx={{ mt: 2 }}>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard
              label="Pending orders"
              value={data.pendingOrderCount}
              detail={`${data.orderCount} ${data.orderCount === 1 ? 'order' : 'orders'} in all`}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard
              label="Revenue this month (excluding cancelled orders)"
              value={formatRupees(data.revenueThisMonth)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard label="Revenue all time (excluding cancelled orders)" value={formatRupees(data.revenueAllTime)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard label="Products" value={data.productCount} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard label="Out of stock" value={data.outOfStockCount} detail="Products customers cannot order now" />
          </Grid>
        </Grid>
      )}
    </>
  );
}
