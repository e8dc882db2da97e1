import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Box, Button, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage, isNotFound } from '../../api/errors';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDateTime, orderNumber } from '../../format';
import { CancelOrder } from './CancelOrder';
import { OrderClaims, ReplacementOf } from './OrderClaims';
import { OrderSection } from './OrderSection';
import { RateShop } from './RateShop';
import { ReportProblem } from './ReportProblem';
import { SubstitutionOffers } from './SubstitutionOffers';
import { TaxDocuments } from '../../components/orders/TaxDocuments';
import { OrderAmounts } from '../../components/orders/OrderAmounts';
import { OrderItemsTable } from '../../components/orders/OrderItemsTable';
import { OrderPayment } from './OrderPayment';
import { OrderPromise } from './OrderPromise';
import { useOrder, type Order } from './orders-api';
import { OrderTimeline } from '../../components/orders/OrderTimeline';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** /customer/orders/:orderId — one of the customer's orders, with how it moved along. */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  useDocumentTitle(orderNumber(orderId));
  const order = useOrder(orderId);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/customer/orders" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        My Orders
      </Button>
      {order.isPending && <PageSpinner />}
      {order.isError &&
        (isNotFound(order.error) ? (
          <Alert severity="warning">Order not found.</Alert>
        ) : (
          <Alert severity="error">
            <AlertTitle>Failed to load order details.</AlertTitle>
            {errorMessage(order.error)}
          </Alert>
        ))}
      {order.data && <OrderDetails order={order.data} />}
    </Container>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { customerAddress: address } = order;
  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1">
            {orderNumber(order.id)}
          </Typography>
          <OrderStatusBadge status={order.status} />
        </Stack>
        <Typography color="text.secondary">Placed {formatDateTime(order.createdAt)}</Typography>
        {order.replacementOf && <ReplacementOf originalId={order.replacementOf} />}
        <OrderPromise order={order} />
        {order.status === 'pending' && order.acceptBy && (
          <Typography color="text.secondary" data-testid="accept-by">
            {order.shop.name} has until {formatDateTime(order.acceptBy)} to accept it; otherwise it is cancelled
            automatically.
          </Typography>
        )}
      </Box>
      <TaxDocuments audience="customer" order={order} sx={{ alignSelf: 'flex-start' }} />
      {order.deliveryCode && <DeliveryCode code={order.deliveryCode} />}
      <SubstitutionOffers order={order} />
      <CancelOrder order={order} />
      <ReportProblem order={order} />
      <OrderClaims orderId={order.id} />
      <RateShop order={order} />
      <OrderSection title="Payment">
        <OrderPayment order={order} />
      </OrderSection>
      <OrderSection title="Items">
        <OrderItemsTable items={order.orderItems} />
        <Box sx={{ mt: 2, ml: 'auto', maxWidth: 320 }}>
          <OrderAmounts order={order} />
        </Box>
      </OrderSection>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OrderSection title="Shop">
            <Typography sx={{ fontWeight: 600 }}>{order.shop.name}</Typography>
            <Typography color="text.secondary">{order.shop.phone}</Typography>
          </OrderSection>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OrderSection title="Delivery address">
            <Typography sx={{ fontWeight: 600 }}>{address.title}</Typography>
            <Typography color="text.secondary">{address.addressLine}</Typography>
            <Typography color="text.secondary">
              {address.city}, {address.state} {address.pincode}
            </Typography>
          </OrderSection>
        </Grid>
        <Grid size={12}>
          <OrderSection title="Timeline">
            <OrderTimeline timeline={order.timeline} viewer="customer" />
          </OrderSection>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** The code that proves the order reached the customer: the shop asks for it at the door. */
function DeliveryCode({ code }: { code: string }) {
  return (
    <Paper
      component="section"
      aria-label="Delivery code"
      sx={{ p: { xs: 2, md: 3 }, bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}
    >
      <Typography variant="h6" component="h2">
        Delivery code
      </Typography>
      <Typography
        data-testid="delivery-code"
        sx={{
          fontSize: { xs: '2.5rem', md: '3rem' },
          fontWeight: 700,
          letterSpacing: '0.3em',
          pl: '0.3em',
          lineHeight: 1.2,
        }}
      >
        {code}
      </Typography>
      <Typography>Tell the shop this code when your order arrives.</Typography>
    </Paper>
  );
}
