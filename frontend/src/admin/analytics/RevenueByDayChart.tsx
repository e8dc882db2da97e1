import { Box, Tooltip, Typography } from '@mui/material';
import { formatDay, formatRupees } from '../../format';
import type { AdminAnalytics } from '../admin-api';

const CHART_HEIGHT = 180;

/** One bar per day, as tall as that day's revenue; the figures are in each bar's label. */
export function RevenueByDayChart({ days }: { days: AdminAnalytics['revenueByDay'] }) {
  const highest = Math.max(0, ...days.map((day) => Number(day.revenue)));
  return (
    <Box>
      <Box
        role="list"
        aria-label="Revenue per day"
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: '2px',
          height: CHART_HEIGHT,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {days.map((day) => {
          const label = `${formatDay(day.date)}: ${formatRupees(day.revenue)}, ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`;
          const share = highest > 0 ? Number(day.revenue) / highest : 0;
          return (
            <Tooltip key={day.date} title={label} placement="top">
              <Box
                role="listitem"
                aria-label={label}
                sx={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end' }}
              >
                <Box
                  sx={{
                    width: '100%',
                    height: `${Math.max(share * 100, Number(day.revenue) > 0 ? 2 : 0)}%`,
                    bgcolor: 'primary.main',
                    borderRadius: '3px 3px 0 0',
                  }}
                />
              </Box>
            </Tooltip>
          );
        })}
      </Box>
      {days.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {formatDay(days[0].date)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDay(days[days.length - 1].date)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
