import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDay, formatRupees, formatRupeesCompact, formatShortDay } from '../../format';
import type { AdminAnalytics } from '../admin-api';

const ROW_HEIGHT = 24;
const X_AXIS_HEIGHT = 56;
/**
 * The longest bar takes this share of the width: the rest is room for its figure (such as
 * ₹12,345.00) on a phone, since the chart clips what leaves its drawing area.
 */
const LONGEST_BAR_SHARE = 0.6;

const orderCount = (orders: number) => `${orders} ${orders === 1 ? 'order' : 'orders'}`;

/**
 * One bar per day, days down the side and rupees along the bottom, so that 30 days stay readable on
 * a phone: each day with revenue carries its figure, and the tooltip adds how many orders made it.
 */
export function RevenueByDayChart({ days }: { days: AdminAnalytics['revenueByDay'] }) {
  const theme = useTheme();
  if (days.every((day) => Number(day.revenue) === 0)) {
    return <Typography color="text.secondary">No delivered orders placed in these 30 days.</Typography>;
  }
  return (
    <Box role="figure" aria-label="Revenue per day">
      <BarChart
        layout="horizontal"
        height={days.length * ROW_HEIGHT + X_AXIS_HEIGHT}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        hideLegend
        grid={{ vertical: true }}
        yAxis={[
          {
            scaleType: 'band',
            data: days.map((day) => day.date),
            label: 'Day placed',
            width: 72,
            valueFormatter: (date: string, context) =>
              context.location === 'tick' ? formatShortDay(date) : formatDay(date),
          },
        ]}
        xAxis={[
          {
            label: 'Revenue (₹)',
            height: X_AXIS_HEIGHT - 8,
            tickNumber: 5,
            domainLimit: (_, highest) => ({ min: 0, max: Number(highest) / LONGEST_BAR_SHARE }),
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
            barLabel: ({ value }) => (value ? formatRupees(value) : null),
            barLabelPlacement: 'outside',
          },
        ]}
      />
    </Box>
  );
}
