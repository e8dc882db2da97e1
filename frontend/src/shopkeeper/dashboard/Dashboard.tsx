import { Grid, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { QueryState } from '../../backoffice/QueryState';
import { StatCardCells, type StatCardProps } from '../../backoffice/StatCard';
import { useFilteredListPath } from '../../backoffice/useFilteredListPath';
import { formatRupees } from '../../format';
import { ShopNotLocatedBanner } from '../shop/ShopNotLocatedBanner';
import { LOW_STOCK_FILTER } from '../products/low-stock-filter';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';
import type { ShopkeeperDashboard } from '../shopkeeper-types';

/** What needs attention now (orders to confirm, stock running out), and what the shop has earned. */
function shopStats(data: ShopkeeperDashboard, lowStockPath: string): StatCardProps[] {
  return [
    {
      label: 'Pending orders',
      value: data.pendingOrderCount,
      detail: `${data.orderCount} ${data.orderCount === 1 ? 'order' : 'orders'} in all`,
    },
    { label: 'Revenue this month (delivered orders)', value: formatRupees(data.revenueThisMonth) },
    { label: 'Revenue all time (delivered orders)', value: formatRupees(data.revenueAllTime) },
    { label: 'Products', value: data.productCount },
    { label: 'Out of stock', value: data.outOfStockCount, detail: 'Products customers cannot order now' },
    {
      label: 'Low stock',
      value: data.lowStockCount,
      detail: (
        <Link component={RouterLink} to={lowStockPath}>
          Show the products low on stock
        </Link>
      ),
    },
  ];
}

/** The shop's overview: what needs attention now, and what the shop has earned. */
export function Dashboard() {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const filteredListPath = useFilteredListPath();
  const overview = useQuery({
    queryKey: queryKeys.shopkeeperDashboard,
    queryFn: () => dataProvider.getDashboard(),
    retry: false,
  });

  return (
    <>
      <Title title="Shop Dashboard" />
      <ShopNotLocatedBanner linkToShop />
      <QueryState query={overview} what="the overview" />
      {overview.data && (
        <Grid container spacing={2} sx={{ mt: 2 }}>
          <StatCardCells
            stats={shopStats(overview.data, filteredListPath('products', LOW_STOCK_FILTER))}
            size={{ xs: 12, sm: 6, lg: 4 }}
          />
        </Grid>
      )}
    </>
  );
}
