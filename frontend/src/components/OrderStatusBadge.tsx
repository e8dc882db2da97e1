import { Chip } from '@mui/material';
import { statusColours } from './orders/order-status';

/** The order's status as a coloured badge, the same on the storefront and in both back offices. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { bg, fg } = statusColours(status);
  return (
    <Chip
      label={status}
      size="small"
      data-status={status}
      sx={{
        bgcolor: bg,
        color: fg,
        fontWeight: 600,
        '& .MuiChip-label::first-letter': { textTransform: 'uppercase' },
      }}
    />
  );
}
