import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { statusSelectChoices } from '../../components/orders/order-status';
import { paymentMethodChoices, paymentStateLabel, paymentStatusChoices } from '../../components/orders/payment';
import { PaymentChip } from '../../components/orders/PaymentSummary';
import { formatDateTime, formatRupees, orderNumber } from '../../format';
import { useLiveAdminOrders } from '../admin-api';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { OrderExportButton } from './OrderExportButton';
import type { Order } from './order-types';

const statusChoices = statusSelectChoices();

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  <ReferenceInput key="shopId" source="shopId" reference="shops" alwaysOn>
    <AutocompleteInput label="Shop" optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput
    key="paymentMethod"
    source="paymentMethod"
    label="Payment method"
    choices={paymentMethodChoices}
    alwaysOn
  />,
  <SelectInput key="paymentStatus" source="paymentStatus" label="Payment" choices={paymentStatusChoices} alwaysOn />,
];

function NoOrders() {
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      No orders found.
    </Typography>
  );
}

/** Every order of every shop, newest first, kept current as orders come in and move. */
export function OrderList() {
  useLiveAdminOrders();
  const isSmall = useIsSmallScreen();
  return (
    <BackOfficeList
      title="All orders"
      filters={filters}
      actions={
        <TopToolbar>
          <OrderExportButton />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<NoOrders />}
    >
      {isSmall ? (
        <SimpleList<Order>
          linkType="show"
          primaryText={(order) => `${orderNumber(order.id)} · ${order.shop.name}`}
          secondaryText={(order) =>
            `${order.customer.name} · ${formatDateTime(order.createdAt)} · ${paymentStateLabel(order)}`
          }
          tertiaryText={(order) => formatRupees(order.finalAmount)}
          leftIcon={(order) => <OrderStatusBadge status={order.status} />}
          empty={<NoOrders />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<NoOrders />}>
          <FunctionField<Order> label="Order" sortable={false} render={(order) => orderNumber(order.id)} />
          <TextField source="shop.name" label="Shop" sortable={false} />
          <TextField source="customer.name" label="Customer" sortable={false} />
          <FunctionField<Order>
            label="Status"
            sortBy="status"
            render={(order) => <OrderStatusBadge status={order.status} />}
          />
          <FunctionField<Order>
            label="Amount"
            sortBy="finalAmount"
            textAlign="right"
            render={(order) => formatRupees(order.finalAmount)}
          />
          <FunctionField<Order> label="Payment" sortable={false} render={(order) => <PaymentChip order={order} />} />
          <FunctionField<Order> label="Placed" sortBy="createdAt" render={(order) => formatDateTime(order.createdAt)} />
        </Datagrid>
      )}
    </BackOfficeList>
  );
}
