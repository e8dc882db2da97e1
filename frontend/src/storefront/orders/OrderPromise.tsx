import { Typography } from '@mui/material';
import { formatSoon } from '../../format';
import type { Order } from './orders-api';

const FINISHED: ReadonlySet<Order['status']> = new Set(['delivered', 'complete', 'cancelled']);

/** 'Arrives by 7:40 pm' while the order is on its way, from the time the shop promised at checkout. */
export function OrderPromise({ order }: { order: Order }) {
  if (!order.promisedBy || FINISHED.has(order.status)) return null;
  const by = formatSoon(order.promisedBy);
  return (
    <Typography
      data-testid="order-promise"
      sx={{ fontWeight: 600, color: order.late ? 'warning.dark' : 'success.dark' }}
    >
      {order.late ? `Running late: it was due by ${by}` : `Arrives by ${by}`}
    </Typography>
  );
}
