import { Alert, Box, Grid, Stack, Typography } from '@mui/material';
import { ShowBase, Title, useShowContext } from 'react-admin';
import { OrderClaims, OrderRefunds, ReplacementOfNote } from '../../backoffice/claims/OrderClaims';
import { TaxDocuments } from '../../components/orders/TaxDocuments';
import { OrderAmounts } from '../../components/orders/OrderAmounts';
import { OrderItemsTable } from '../../components/orders/OrderItemsTable';
import { PaymentSummary } from '../../components/orders/PaymentSummary';
import { OrderTimeline } from '../../components/orders/OrderTimeline';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { formatDateTime, orderNumber } from '../../format';
import { useLiveAdminOrders } from '../admin-api';
import { SectionCard } from '../../backoffice/SectionCard';
import type { Order } from './order-types';
import { OrderStatusOverride } from './OrderStatusOverride';
import { RefundInFull } from './RefundInFull';

function OrderDetails() {
  const { record: order, isPending, error } = useShowContext<Order>();
  if (isPending) return null;
  if (error || !order) {
    return <Typography sx={{ mt: 2 }}>Order not found.</Typography>;
  }
  const address = order.customerAddress;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={orderNumber(order.id)} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <OrderStatusBadge status={order.status} />
        <Typography color="text.secondary">Placed {formatDateTime(order.createdAt)}</Typography>
        <TaxDocuments audience="admin" order={order} />
      </Box>
      {order.deliveryCodeLocked && order.status === 'dispatched' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Five wrong delivery codes were entered: the shop can no longer mark this order delivered. Check with the
          customer, then set the status here.
        </Alert>
      )}
      <ReplacementOfNote replacementOf={order.replacementOf} sx={{ mb: 2 }} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SectionCard title="Items">
            <OrderItemsTable items={order.orderItems} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Amounts">
            <OrderAmounts order={order} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Payment">
            <PaymentSummary order={order} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Shop and customer">
            <Typography fontWeight={600}>{order.shop.name}</Typography>
            {order.shop.phone && <Typography variant="body2">{order.shop.phone}</Typography>}
            <Typography fontWeight={600} sx={{ mt: 1 }}>
              {order.customer.name}
            </Typography>
            {order.customer.phone && <Typography variant="body2">{order.customer.phone}</Typography>}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Delivery address">
            {address ? (
              <>
                <Typography fontWeight={600}>{address.title}</Typography>
                <Typography variant="body2">{address.addressLine}</Typography>
                <Typography variant="body2">
                  {address.city}, {address.state} {address.pincode}
                </Typography>
              </>
            ) : (
              <Typography variant="body2">Not provided</Typography>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Change status">
            <Stack spacing={2}>
              <OrderStatusOverride />
              <RefundInFull order={order} />
            </Stack>
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <Stack spacing={2}>
            <OrderRefunds orderId={order.id} />
            <OrderClaims orderId={order.id} />
            <SectionCard title="Timeline">
              <OrderTimeline timeline={order.timeline} viewer="admin" />
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}

/** One order in full, kept current, with the admin's status override. */
export function OrderShow() {
  useLiveAdminOrders();
  return (
    <ShowBase<Order>>
      <OrderDetails />
    </ShowBase>
  );
}
