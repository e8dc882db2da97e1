import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { formatDateTime, formatRupees, orderNumber } from '../../format';
import type { Order } from '../orders/order-types';

const RECENT = 5;

/** The newest orders across all shops, each a link to its page. */
export function RecentOrders() {
  const { data: orders, isPending } = useGetList<Order>('orders', {
    pagination: { page: 1, perPage: RECENT },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  if (isPending) return null;
  if (!orders?.length) return <Typography color="text.secondary">No orders found.</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {orders.map((order) => (
        <Box component="li" key={order.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <MuiLink component={Link} to={`/admin/orders/${order.id}/show`} fontWeight={600}>
              {orderNumber(order.id)}
            </MuiLink>
            <Typography variant="body2" color="text.secondary" noWrap>
              {order.shop.name} · {order.customer.name} · {formatDateTime(order.createdAt)}
            </Typography>
          </Box>
          <OrderStatusBadge status={order.status} />
          <Typography fontWeight={600}>{formatRupees(order.finalAmount)}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
