import { csvLines } from '../common/csv';

/** One order as a line of the export; amounts as the database writes them ("1234.50"). */
export interface OrderCsvRow {
  id: string;
  createdAt: Date;
  status: string;
  shopId: string;
  shopName: string;
  customerId: string;
  customerName: string;
  paymentMethod: string;
  /** The order's lines, whatever their fulfillment. */
  itemCount: number;
  totalAmount: string;
  gstAmount: string;
  deliveryCharges: string;
  finalAmount: string;
}

/** The columns of the orders CSV, in order: the API's field names. */
export const ORDER_CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'shopId',
  'shopName',
  'customerId',
  'customerName',
  'paymentMethod',
  'itemCount',
  'totalAmount',
  'gstAmount',
  'deliveryCharges',
  'finalAmount',
] as const satisfies readonly (keyof OrderCsvRow)[];

/** Orders as lines of CSV (see `csvLines`), after the header row when `withHeader`: dates in ISO 8601 (UTC). */
export function ordersToCsv(orders: OrderCsvRow[], withHeader: boolean): string {
  const rows = orders.map((order) =>
    ORDER_CSV_COLUMNS.map((column) => (column === 'createdAt' ? order.createdAt.toISOString() : order[column])),
  );
  return csvLines(ORDER_CSV_COLUMNS, rows, withHeader);
}
