import { Box, Link, TablePagination, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../QueryState';
import { useIsSmallScreen } from '../useIsSmallScreen';
import { CompactRows } from './CompactRows';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';
import { formatDateTime, formatPercent, formatRupees, orderNumber } from '../../format';
import { useLedgerOrders, type LedgerOrder, type LedgerOwner, type Period } from './ledger-api';

const PAGE_SIZES = [10, 25, 50];

const NO_WRAP = { whiteSpace: 'nowrap' };

/** The wide table's columns; `orderLink` leads to the order's own page. */
function orderColumns(orderLink: (orderId: string) => ReactNode): TableColumn<LedgerOrder>[] {
  return [
    { heading: 'Delivered', cell: (order) => formatDateTime(order.deliveredAt), sx: NO_WRAP },
    { heading: 'Order', cell: (order) => orderLink(order.id), sx: NO_WRAP },
    { heading: 'Invoice', cell: (order) => order.invoiceNumber ?? '—', sx: NO_WRAP },
    { heading: 'Customer', cell: (order) => order.customerName },
    { heading: 'Taxable value', cell: (order) => formatRupees(order.taxableValue), align: 'right' },
    { heading: 'GST', cell: (order) => formatRupees(order.gst), align: 'right' },
    { heading: 'Delivery', cell: (order) => formatRupees(order.deliveryCharges), align: 'right' },
    { heading: 'Takings', cell: (order) => formatRupees(order.cashCollected), align: 'right' },
    { heading: 'Rate', cell: (order) => formatPercent(order.commissionRate), align: 'right' },
    { heading: 'Commission', cell: (order) => formatRupees(order.commission), align: 'right' },
  ];
}

/**
 * The orders the ledger counts in the period, newest first, a page at a time: each with its own
 * amounts and the commission on it at the rate it was delivered at. Wide: it scrolls within its box.
 */
export function LedgerOrdersTable({
  owner,
  period,
  orderPath,
}: {
  owner: LedgerOwner;
  period: Period;
  /** Where the order's own page is. */
  orderPath: (orderId: string) => string;
}) {
  const small = useIsSmallScreen();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [shownPeriod, setShownPeriod] = useState(period);
  // Another period starts from its first page.
  if (shownPeriod.from !== period.from || shownPeriod.to !== period.to) {
    setShownPeriod(period);
    setPage(0);
  }
  const orders = useLedgerOrders(owner, period, page * pageSize, pageSize);
  if (!orders.data) {
    return <QueryState query={orders} what="the orders" />;
  }
  const { rows, total } = orders.data;
  if (total === 0) return <Typography color="text.secondary">No order was delivered in this period.</Typography>;
  const orderLink = (orderId: string) => (
    <Link component={RouterLink} to={orderPath(orderId)}>
      {orderNumber(orderId)}
    </Link>
  );
  return (
    <>
      {small ? (
        <CompactRows
          label="Delivered orders"
          rows={rows.map((order) => ({
            key: order.id,
            title: orderLink(order.id),
            values: [
              ['Delivered', formatDateTime(order.deliveredAt)],
              ['Invoice', order.invoiceNumber ?? '—'],
              ['Customer', order.customerName],
              ['Taxable value', formatRupees(order.taxableValue)],
              ['GST', formatRupees(order.gst)],
              ['Delivery', formatRupees(order.deliveryCharges)],
              ['Takings', formatRupees(order.cashCollected)],
              ['Commission', `${formatRupees(order.commission)} at ${formatPercent(order.commissionRate)}`],
            ],
          }))}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <SimpleTable
            size="small"
            aria-label="Delivered orders"
            columns={orderColumns(orderLink)}
            rows={rows}
            rowKey="id"
          />
        </Box>
      )}
      <TablePagination
        component="div"
        count={total}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Per page"
        rowsPerPageOptions={small ? [] : PAGE_SIZES}
      />
    </>
  );
}
