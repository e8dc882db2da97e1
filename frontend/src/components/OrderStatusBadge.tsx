import { Chip } from '@mui/material';
import { statusColours, statusLabel } from './orders/order-status';

/** The order's status as a coloured badge, the same on the storefront and in both back offices. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { bg, fg } = statusColours(status);
  return (
    <Chip
      label={statusLabel(status)}
      size="small"
      data-status={status}
      sx={{
        bgcolor: bg,
        color: fg,
        fontWeight: 600,
      }}
    />
  );
}
