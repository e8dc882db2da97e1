import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Order } from '../shopkeeper-types';
import { orderNumber } from '../../format';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export default {
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (order: Order) => orderNumber(order.id),
};
