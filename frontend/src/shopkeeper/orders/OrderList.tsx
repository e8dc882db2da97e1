import { Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, useCreatePath, useListContext } from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import { FilterBar, FilterSelect } from '../../backoffice/FilterBar';
import { memo } from 'react';
import { Link } from 'react-router';
import { SHOPKEEPER_LISTS } from '../../api/shopkeeper-reads';
import { useFirstScreenFirst } from '../../backoffice/useFirstScreenFirst';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { statusSelectChoices } from '../../components/orders/order-status';
import { awaitsUpiPayment, paymentMethodChoices, paymentStatusChoices } from '../../components/orders/payment';
import { PaymentChip } from '../../components/orders/PaymentSummary';
import { PaymentActions } from './OrderPayment';
import { formatDateTime, formatRupees, orderNumber } from '../../format';
import type { Order } from '../shopkeeper-types';
import { AcceptButton, canAccept } from './AcceptButton';
import { AcceptCountdown } from './AcceptCountdown';
import { CustomerContact } from './CustomerContact';
import { LateFlag } from './OrderPromise';

const NO_ORDERS = 'No orders found.';
/** The order cards a phone shows before scrolling. */
const FIRST_SCREEN_CARDS = 3;

const filters = (
  <FilterBar>
    <FilterSelect source="status" label="Status" choices={statusSelectChoices()} emptyText="All statuses" />
    <FilterSelect
      source="paymentMethod"
      label="Payment method"
      choices={paymentMethodChoices}
      emptyText="All methods"
    />
    <FilterSelect source="paymentStatus" label="Payment" choices={paymentStatusChoices} emptyText="Any payment state" />
  </FilterBar>
);

function NoOrders() {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {NO_ORDERS}
    </Typography>
  );
}

/** The status, for a pending order the time left to accept it, and whether the order is late. */
function StatusWithCountdown({ order }: { order: Order }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <OrderStatusBadge status={order.status} />
      <AcceptCountdown acceptBy={order.acceptBy} />
      <LateFlag order={order} />
    </Stack>
  );
}

function OrderTable() {
  return (
    <DataTable<Order> rowClick="edit" bulkActionButtons={false} empty={<NoOrders />}>
      <DataTable.Col label="Order" source="id" disableSort render={(order) => orderNumber(order.id)} />
      <DataTable.Col<Order>
        label="Customer"
        disableSort
        render={(order) => <CustomerContact customer={order.customer} />}
      />
      <DataTable.Col
        label="Amount"
        source="finalAmount"
        align="right"
        disableSort
        render={(order) => formatRupees(order.finalAmount)}
      />
      <DataTable.Col label="Date" source="createdAt" render={(order) => formatDateTime(order.createdAt)} />
      <DataTable.Col<Order>
        label="Status"
        source="status"
        disableSort
        render={(order) => <StatusWithCountdown order={order} />}
      />
      <DataTable.Col<Order> label="Payment" disableSort render={(order) => <PaymentChip order={order} />} />
      <DataTable.Col<Order>
        label="Action"
        disableSort
        render={(order) => (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <AcceptButton order={order} />
            <PaymentActions order={order} compact />
          </Stack>
        )}
      />
    </DataTable>
  );
}

/**
 * One order on a phone, the whole order readable and Accept within the thumb's reach. Memoised: the
 * list renders again on each change of its state (fetching, a filter typed), its orders unchanged.
 */
const OrderCard = memo(function OrderCard({ order }: { order: Order }) {
  const createPath = useCreatePath();
  return (
    <Card component="li" variant="outlined" aria-label={orderNumber(order.id)}>
      <CardActionArea component={Link} to={createPath({ resource: 'orders', type: 'edit', id: order.id })}>
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{orderNumber(order.id)}</Typography>
            <OrderStatusBadge status={order.status} />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(order.createdAt)}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{formatRupees(order.finalAmount)}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <PaymentChip order={order} />
            <LateFlag order={order} />
          </Stack>
        </CardContent>
      </CardActionArea>
      <CardContent sx={{ py: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <CustomerContact customer={order.customer} />
          <AcceptCountdown acceptBy={order.acceptBy} />
        </Stack>
      </CardContent>
      {canAccept(order) && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <AcceptButton order={order} fullWidth />
        </CardActions>
      )}
      {awaitsUpiPayment(order) && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <PaymentActions order={order} compact />
        </CardActions>
      )}
    </Card>
  );
});

/** On a phone: one card per order. */
function OrderCards() {
  const { data } = useListContext<Order>();
  const shown = useFirstScreenFirst(data, FIRST_SCREEN_CARDS);
  if (!data || !shown) return null;
  if (data.length === 0) return <NoOrders />;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {shown.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}

/** The shop's orders, newest first; pending ones show the time left and accept in one click. */
export function OrderList() {
  const isSmall = useIsSmallScreen();
  return (
    <BackOfficeList
      title="Orders"
      filters={filters}
      sort={SHOPKEEPER_LISTS.orders.sort}
      perPage={SHOPKEEPER_LISTS.orders.perPage}
      actions={false}
      empty={<NoOrders />}
    >
      {isSmall ? <OrderCards /> : <OrderTable />}
    </BackOfficeList>
  );
}
