import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';
import { orderNumber } from '../../format';
import type { Order } from './order-types';

export default {
  list: OrderList,
  show: OrderShow,
  icon: ReceiptIcon,
  recordRepresentation: (order: Order) => orderNumber(order.id),
};
