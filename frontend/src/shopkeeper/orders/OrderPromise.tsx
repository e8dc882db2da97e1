import AlarmIcon from '@mui/icons-material/Alarm';
import { Chip, Typography } from '@mui/material';
import { formatSoon } from '../../format';
import type { Order } from '../shopkeeper-types';

type Promised = Pick<Order, 'promisedBy' | 'late'>;

/** A flag on an order the server says is past its promise (`late`); nothing for any other order. */
export function LateFlag({ order }: { order: Promised }) {
  if (!order.late || !order.promisedBy) return null;
  return (
    <Chip
      size="small"
      color="error"
      icon={<AlarmIcon />}
      label={`Late: promised by ${formatSoon(order.promisedBy)}`}
      data-testid="order-late"
      sx={{ maxWidth: '100%' }}
    />
  );
}

/** When the order was promised to arrive (orders placed before promises were kept have none). */
export function OrderPromise({ order }: { order: Promised }) {
  if (!order.promisedBy) return null;
  if (order.late) return <LateFlag order={order} />;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="order-promise">
      Promised by {formatSoon(order.promisedBy)}
    </Typography>
  );
}
