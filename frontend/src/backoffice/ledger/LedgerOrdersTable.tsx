import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../QueryState';
import { useIsSmallScreen } from '../useIsSmallScreen';
import { CompactRows } from './CompactRows';
import { formatDateTime, formatPercent, formatRupees, orderNumber } from '../../format';
import { useLedgerOrders, type LedgerOwner, type Period } from './ledger-api';

const PAGE_SIZES = [10, 25, 50];

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
    return (
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        loadingLabel="Loading the orders"
        failureText="Failed to load the orders."
        onRetry={() => void orders.refetch()}
      />
    );
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
              ['Cash collected', formatRupees(order.cashCollected)],
              ['Commission', `${formatRupees(order.commission)} at ${formatPercent(order.commissionRate)}`],
            ],
          }))}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Delivered orders">
            <TableHead>
              <TableRow>
                <TableCell>Delivered</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Invoice</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell align="right">Taxable value</TableCell>
                <TableCell align="right">GST</TableCell>
                <TableCell align="right">Delivery</TableCell>
                <TableCell align="right">Cash collected</TableCell>
                <TableCell align="right">Rate</TableCell>
                <TableCell align="right">Commission</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((order) => (
                <TableRow key={order.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.deliveredAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{orderLink(order.id)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.invoiceNumber ?? '—'}</TableCell>
                  <TableCell>{order.customerName}</TableCell>
                  <TableCell align="right">{formatRupees(order.taxableValue)}</TableCell>
                  <TableCell align="right">{formatRupees(order.gst)}</TableCell>
                  <TableCell align="right">{formatRupees(order.deliveryCharges)}</TableCell>
                  <TableCell align="right">{formatRupees(order.cashCollected)}</TableCell>
                  <TableCell align="right">{formatPercent(order.commissionRate)}</TableCell>
                  <TableCell align="right">{formatRupees(order.commission)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
