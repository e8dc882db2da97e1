import { Alert, Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, useRecordContext } from 'react-admin';
import { OrderClaims, OrderRefunds, ReplacementOfNote } from '../../backoffice/claims/OrderClaims';
import { TaxDocuments } from '../../components/orders/TaxDocuments';
import { OrderAmounts } from '../../components/orders/OrderAmounts';
import { OrderTimeline } from '../../components/orders/OrderTimeline';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { paymentMethodLabel } from '../../components/orders/payment';
import { formatDateTime, orderNumber } from '../../format';
import type { Order } from '../shopkeeper-types';
import { AcceptButton, canAccept } from './AcceptButton';
import { AcceptCountdown } from './AcceptCountdown';
import { CustomerContact } from './CustomerContact';
import { OrderItems } from './OrderItems';
import { DELIVERY_LOCKED } from './OrderMoveDialogs';
import { PaymentDetails, PaymentHold } from './OrderPayment';
import { OrderPromise } from './OrderPromise';
import { OrderStatusUpdate } from './OrderStatusUpdate';
import { SubstitutionPreferenceNote } from './SubstitutionPreferenceNote';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OrderTitle() {
  const order = useRecordContext<Order>();
  return order ? orderNumber(order.id) : 'Order';
}

function OrderDetail() {
  const order = useRecordContext<Order>();
  if (!order) return null;
  const { customerAddress: address } = order;
  return (
    <CardContent>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 3 }}
      >
        <Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {orderNumber(order.id)}
            </Typography>
            <OrderStatusBadge status={order.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Placed {formatDateTime(order.createdAt)} · {paymentMethodLabel(order.payment)}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <OrderPromise order={order} />
          </Box>
          <Box sx={{ mt: 1 }}>
            <CustomerContact customer={order.customer} />
          </Box>
        </Box>
        <Stack spacing={1.5} sx={{ alignItems: { md: 'flex-end' } }}>
          {canAccept(order) && (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <AcceptCountdown acceptBy={order.acceptBy} />
              <AcceptButton order={order} />
            </Stack>
          )}
          <OrderStatusUpdate key={order.status} order={order} />
          <PaymentHold order={order} />
          <TaxDocuments audience="shopkeeper" order={order} />
        </Stack>
      </Stack>
      {order.deliveryCodeLocked && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {DELIVERY_LOCKED}
        </Alert>
      )}
      <Stack spacing={2}>
        <ReplacementOfNote replacementOf={order.replacementOf} />
        <Section title="Payment">
          <PaymentDetails order={order} />
        </Section>
        <Section title="Items">
          <SubstitutionPreferenceNote order={order} />
          <Box sx={{ overflowX: 'auto' }}>
            <OrderItems order={order} />
          </Box>
        </Section>
        <OrderRefunds orderId={order.id} />
        <OrderClaims orderId={order.id} />
      </Stack>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Amounts">
            <OrderAmounts order={order} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Delivery address">
            <Typography sx={{ fontWeight: 600 }}>{order.customer.name}</Typography>
            <Typography>{address.title}</Typography>
            <Typography>{address.addressLine}</Typography>
            <Typography>
              {address.city}, {address.state} {address.pincode}
            </Typography>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Timeline">
            <OrderTimeline timeline={order.timeline} viewer="shopkeeper" />
          </Section>
        </Grid>
      </Grid>
    </CardContent>
  );
}

/** An order of the shop; anyone else's order answers 404, shown as the spec's message. */
export function OrderShow() {
  return (
    <Show
      title={<OrderTitle />}
      actions={false}
      redirectOnError={false}
      queryOptions={{ onError: () => undefined }}
      error={<Alert severity="error">Order not found or unauthorized.</Alert>}
    >
      <OrderDetail />
    </Show>
  );
}
