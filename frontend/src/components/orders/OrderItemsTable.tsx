import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatRupees } from '../../format';
import type { components } from '../../api/schema';

type OrderItem = components['schemas']['OrderItemResponse'];

/** Quantity and unit price get columns of their own from the sm breakpoint; on a phone they sit under the name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/** The order's lines; the ones the shop cannot supply are struck through and not charged. */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Items">
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>Item</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Quantity
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Unit price
            </TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ItemRow({ item }: { item: OrderItem }) {
  const unavailable = item.fulfillmentStatus === 'not fulfillable';
  const struck = unavailable ? { textDecoration: 'line-through', color: 'text.disabled' } : {};
  return (
    <TableRow data-testid="order-item" data-fulfillment={item.fulfillmentStatus}>
      <TableCell>
        <Typography component="span" sx={struck}>
          {item.product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, ...struck }}>
          {item.quantity} × {formatRupees(item.unitPrice)}
        </Typography>
        {item.fulfillmentStatus === 'fulfilled' && (
          <Chip label="Fulfilled" size="small" color="success" variant="outlined" sx={{ ml: 1 }} />
        )}
        {unavailable && (
          <Typography variant="body2" color="error">
            Not fulfillable: the shop cannot supply this item, so it is not charged.
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ ...WIDE_ONLY, ...struck }}>
        {item.quantity}
      </TableCell>
      <TableCell align="right" sx={{ ...WIDE_ONLY, ...struck }}>
        {formatRupees(item.unitPrice)}
      </TableCell>
      <TableCell align="right" sx={struck}>
        {formatRupees(item.totalPrice)}
      </TableCell>
    </TableRow>
  );
}
