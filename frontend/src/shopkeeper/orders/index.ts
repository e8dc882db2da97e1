import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Order } from '../shopkeeper-types';
import { orderNumber } from '../../format';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

// The order page is routed as the edit view (where the shopkeeper moves the order along), so it
// opens at the spec's /shopkeeper/orders/{orderId}: see BACK_OFFICES in routes.ts.
export default {
  list: OrderList,
  edit: OrderShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (order: Order) => orderNumber(order.id),
};
