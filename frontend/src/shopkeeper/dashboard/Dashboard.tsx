import { Grid, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { QueryState } from '../../backoffice/QueryState';
import { StatCard } from '../../backoffice/StatCard';
import { useFilteredListPath } from '../../backoffice/useFilteredListPath';
import { formatRupees } from '../../format';
import { LOW_STOCK_FILTER } from '../products/low-stock-filter';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';

/** The shop's overview: what needs attention now, and what the shop has earned. */
export function Dashboard() {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const filteredListPath = useFilteredListPath();
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
            <StatCard label="Revenue this month (delivered orders)" value={formatRupees(data.revenueThisMonth)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard label="Revenue all time (delivered orders)" value={formatRupees(data.revenueAllTime)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard label="Products" value={data.productCount} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard label="Out of stock" value={data.outOfStockCount} detail="Products customers cannot order now" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatCard
              label="Low stock"
              value={data.lowStockCount}
              detail={
                <Link component={RouterLink} to={filteredListPath('products', LOW_STOCK_FILTER)}>
                  Show the products low on stock
                </Link>
              }
            />
          </Grid>
        </Grid>
      )}
    </>
  );
}
