import {
  Box,
  Divider,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { useToast } from '../../components/toast/useToast';
import { formatRupees } from '../../format';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';
import { FULFILLMENT_STATUSES, type FulfillmentStatus, type Order, type OrderItem } from '../shopkeeper-types';
import { ItemSubstitution } from './ItemSubstitution';
import { OfferReplacementDialog } from './OfferReplacementDialog';

/** Sets one item's fulfillment; the answer is the order with its amounts recomputed. */
function useSetFulfillment(order: Order) {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ item, status }: { item: OrderItem; status: FulfillmentStatus }) =>
      dataProvider.setItemFulfillment(order.id, item.id, status),
    onSuccess: (saved, { item, status }) => {
      // The same cache entry react-admin's getOne reads for this order.
      queryClient.setQueryData(['orders', 'getOne', { id: String(saved.id) }], saved);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'getList'] });
      toast({ title: 'Item Status Updated', description: `${item.product.name}: ${status}` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });
}

type SetFulfillment = ReturnType<typeof useSetFulfillment>;

const STRUCK = { textDecoration: 'line-through', color: 'text.disabled' };

/** Whether the shop cannot supply the line: it is struck through and not charged. */
function struckOut(item: OrderItem) {
  return item.fulfillmentStatus === 'not fulfillable' ? STRUCK : undefined;
}

function FulfillmentSelect({
  order,
  item,
  fulfillment,
  fullWidth = false,
}: {
  order: Order;
  item: OrderItem;
  fulfillment: SetFulfillment;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      value={item.fulfillmentStatus}
      onChange={(event) => fulfillment.mutate({ item, status: event.target.value as FulfillmentStatus })}
      disabled={!order.itemsChangeable || fulfillment.isPending}
      fullWidth={fullWidth}
      slotProps={{ htmlInput: { 'aria-label': `Fulfillment of ${item.product.name}` } }}
      sx={{ minWidth: 170, textTransform: 'capitalize' }}
    >
      {FULFILLMENT_STATUSES.map((status) => (
        <MenuItem key={status} value={status} sx={{ textTransform: 'capitalize' }}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What each line's controls need: the order, the fulfillment mutation and the way to open the offer dialog. */
interface LinesProps {
  order: Order;
  fulfillment: SetFulfillment;
  onOffer: (item: OrderItem) => void;
}

/**
 * The order's lines with their fulfillment: a table on wide screens, one block per line on a phone.
 * The replacement dialog is held here, beside both layouts, so it stays open when the window crosses
 * the breakpoint.
 */
export function OrderItems({ order }: { order: Order }) {
  const fulfillment = useSetFulfillment(order);
  const isSmall = useIsSmallScreen();
  const [offeringForId, setOfferingForId] = useState<string | null>(null);
  const offeringFor = order.orderItems.find((item) => item.id === offeringForId);
  const Lines = isSmall ? ItemList : ItemTable;
  return (
    <>
      <Lines order={order} fulfillment={fulfillment} onOffer={(item) => setOfferingForId(item.id)} />
      {offeringFor && (
        <OfferReplacementDialog order={order} item={offeringFor} onClose={() => setOfferingForId(null)} />
      )}
    </>
  );
}

function ItemList({ order, fulfillment, onOffer }: LinesProps) {
  return (
    <Stack component="ul" aria-label="Items" divider={<Divider />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.orderItems.map((item) => (
        <Box component="li" key={item.id} data-testid="order-item" data-fulfillment={item.fulfillmentStatus}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', ...struckOut(item) }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.product.name}</Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatRupees(item.totalPrice)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, ...struckOut(item) }}>
            {item.quantity} × {formatRupees(item.unitPrice)} · GST {formatRupees(item.gstAmount)}
          </Typography>
          <FulfillmentSelect order={order} item={item} fulfillment={fulfillment} fullWidth />
          <ItemSubstitution item={item} onOffer={() => onOffer(item)} />
        </Box>
      ))}
    </Stack>
  );
}

function ItemTable({ order, fulfillment, onOffer }: LinesProps) {
  return (
    <Table size="small" aria-label="Items">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Unit price</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell align="right">GST</TableCell>
          <TableCell>Fulfillment</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.orderItems.map((item) => {
          const cellSx = struckOut(item);
          return (
            <TableRow key={item.id} data-testid="order-item" data-fulfillment={item.fulfillmentStatus}>
              <TableCell>
                <Box sx={cellSx}>{item.product.name}</Box>
                <ItemSubstitution item={item} onOffer={() => onOffer(item)} />
              </TableCell>
              <TableCell align="right" sx={cellSx}>
                {item.quantity}
              </TableCell>
              <TableCell align="right" sx={cellSx}>
                {formatRupees(item.unitPrice)}
              </TableCell>
              <TableCell align="right" sx={cellSx}>
                {formatRupees(item.totalPrice)}
              </TableCell>
              <TableCell align="right" sx={cellSx}>
                {formatRupees(item.gstAmount)}
              </TableCell>
              <TableCell>
                <FulfillmentSelect order={order} item={item} fulfillment={fulfillment} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
