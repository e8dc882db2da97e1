import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDay, formatRupees, formatRupeesCompact, formatShortDay } from '../../format';
import type { AdminAnalytics } from '../admin-api';

/** A day named under the axis every this many days, counted back from today's (always named). */
const LABEL_EVERY_DAYS = 7;

const orderCount = (orders: number) => `${orders} ${orders === 1 ? 'order' : 'orders'}`;

/**
 * Revenue per day as a time series: days along the bottom, oldest first, one slot for each day the
 * server answers (every day of the 30, those without a delivery at zero), so that the slots are
 * evenly spaced by date. Revenue is dated by delivery, as the server counts it; the tooltip names
 * the day, the figure and how many orders made it.
 */
export function RevenueByDayChart({ days }: { days: AdminAnalytics['revenueByDay'] }) {
  const theme = useTheme();
  if (days.every((day) => Number(day.revenue) === 0)) {
    return <Typography color="text.secondary">No orders delivered in these 30 days.</Typography>;
  }
  const lastIndex = days.length - 1;
  return (
    <Box role="figure" aria-label="Revenue per day">
      <BarChart
        height={280}
        margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
        hideLegend
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'band',
            data: days.map((day) => day.date),
            label: 'Day delivered',
            tickInterval: (_date: string, index: number) => (lastIndex - index) % LABEL_EVERY_DAYS === 0,
            valueFormatter: (date: string, context) =>
              context.location === 'tick' ? formatShortDay(date) : formatDay(date),
          },
        ]}
        yAxis={[
          {
            label: 'Revenue (₹)',
            width: 64,
            tickNumber: 5,
            valueFormatter: (amount: number) => formatRupeesCompact(amount),
          },
        ]}
        series={[
          {
            label: 'Revenue',
            color: theme.palette.primary.main,
            data: days.map((day) => Number(day.revenue)),
            valueFormatter: (amount, { dataIndex }) =>
              `${formatRupees(amount ?? 0)} from ${orderCount(days[dataIndex].orders)}`,
          },
        ]}
      />
    </Box>
  );
}
