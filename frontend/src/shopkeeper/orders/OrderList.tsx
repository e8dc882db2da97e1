import { Typography } from '@mui/material';
import { DataTable, List, SelectInput } from 'react-admin';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { ORDER_STATUSES } from '../../components/orders/order-status';
import { formatDateTime, formatRupees, orderNumber } from '../../format';
import type { Order } from '../shopkeeper-types';

const NO_ORDERS = 'No orders found.';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={ORDER_STATUSES.map((status) => ({ id: status, name: status }))}
    emptyText="All statuses"
    alwaysOn
  />,
];

function NoOrders() {
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {NO_ORDERS}
    </Typography>
  );
}

export function OrderList() {
  return (
    <List
      title="Orders"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={false}
      empty={<NoOrders />}
    >
      <DataTable<Order> rowClick="edit" bulkActionButtons={false} empty={<NoOrders />}>
        <DataTable.Col label="Order" source="id" disableSort render={(order) => orderNumber(order.id)} />
        <DataTable.Col label="Customer" disableSort render={(order) => order.customer.name} />
        <DataTable.Col
          label="Amount"
          source="finalAmount"
          align="right"
          disableSort
          render={(order) => formatRupees(order.finalAmount)}
        />
        <DataTable.Col label="Date" source="createdAt" render={(order) => formatDateTime(order.createdAt)} />
        <DataTable.Col
          label="Status"
          source="status"
          disableSort
          render={(order) => <OrderStatusBadge status={order.status} />}
        />
      </DataTable>
    </List>
  );
}
