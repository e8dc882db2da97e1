import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardActionArea, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/errors';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDateTime, formatRupees, orderNumber } from '../../format';
import { OrderPromise } from './OrderPromise';
import { useOrders, type Order } from './orders-api';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** /customer/orders: the customer's orders, newest first. */
export default function OrdersPage() {
  useDocumentTitle('Orders');
  const orders = useOrders();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        My Orders
      </Typography>
      {orders.isPending && <PageSpinner />}
      {orders.isError && (
        <Alert severity="error">
          <AlertTitle>Failed to load orders.</AlertTitle>
          {errorMessage(orders.error)}
        </Alert>
      )}
      {orders.data?.length === 0 && <NoOrders />}
      {orders.data && orders.data.length > 0 && (
        <Stack spacing={2} component="ul" aria-label="Orders" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderRow order={order} />
            </li>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function OrderRow({ order }: { order: Order }) {
  return (
    <Card variant="outlined" data-testid="order-row">
      <CardActionArea component={RouterLink} to={`/customer/orders/${order.id}`} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {orderNumber(order.id)}
              </Typography>
              <OrderStatusBadge status={order.status} />
            </Stack>
            <Typography color="text.secondary">{order.shop.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(order.createdAt)}
            </Typography>
            <OrderPromise order={order} />
          </Box>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="h6" component="p">
              {formatRupees(order.finalAmount)}
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              View Details
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function NoOrders() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <ReceiptLongOutlinedIcon sx={{ fontSize: 48, mb: 1 }} />
      <Typography sx={{ mb: 2 }}>No orders found. Start shopping to see your orders here!</Typography>
      <Button component={RouterLink} to="/customer" variant="contained">
        Browse Shops
      </Button>
    </Box>
  );
}
