import { Box, Typography } from '@mui/material';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { ORDER_STATUSES } from '../../components/orders/order-status';

/** Every status with its count, zeros included, in the order an order moves through them. */
export function OrdersByStatus({ counts }: { counts: Record<string, number> }) {
  const unknown = Object.keys(counts).filter((status) => !(ORDER_STATUSES as string[]).includes(status));
  return (
    <Box component="ul" aria-label="Orders by status" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {[...ORDER_STATUSES, ...unknown].map((status) => (
        <Box
          component="li"
          key={status}
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 0.5 }}
        >
          <OrderStatusBadge status={status} />
          <Typography component="span" fontWeight={600}>
            {counts[status] ?? 0}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
