import { Box, Typography } from '@mui/material';
import { describeSlot, slotsOf, WEEKDAYS, type OpeningSlot } from '../../backoffice/shop-hours/opening-hours';
import { formatDay } from '../../format';

/** The week as customers will find the shop open, day by day, and the holidays. */
export function OpeningHoursSummary({ openingHours, holidays }: { openingHours: OpeningSlot[]; holidays: string[] }) {
  return (
    <Box data-testid="opening-hours">
      {openingHours.length === 0 ? (
        <Typography>No opening hours: customers can order whenever the shop is set to Open.</Typography>
      ) : (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {WEEKDAYS.map(({ day, name }) => {
            const slots = slotsOf(openingHours, day);
            return (
              <Box key={day} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {name}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {slots.length === 0 ? 'Closed' : slots.map(describeSlot).join(', ')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Holidays
      </Typography>
      <Typography data-testid="holidays">
        {holidays.length === 0 ? 'None' : holidays.map(formatDay).join(', ')}
      </Typography>
    </Box>
  );
}
