import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';
import { formatRupees } from '../../format';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';
import { FULFILLMENT_STATUSES, type FulfillmentStatus, type Order, type OrderItem } from '../shopkeeper-types';

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

export function OrderItems({ order }: { order: Order }) {
  const { mutate, isPending } = useSetFulfillment(order);

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
          const struck = item.fulfillmentStatus === 'not fulfillable';
          const cellSx = struck ? { textDecoration: 'line-through', color: 'text.disabled' } : undefined;
          return (
            <TableRow key={item.id} data-testid="order-item" data-fulfillment={item.fulfillmentStatus}>
              <TableCell sx={cellSx}>{item.product.name}</TableCell>
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
                <TextField
                  select
                  size="small"
                  variant="outlined"
                  value={item.fulfillmentStatus}
                  onChange={(event) => mutate({ item, status: event.target.value as FulfillmentStatus })}
                  disabled={!order.itemsChangeable || isPending}
                  slotProps={{ htmlInput: { 'aria-label': `Fulfillment of ${item.product.name}` } }}
                  sx={{ minWidth: 170, textTransform: 'capitalize' }}
                >
                  {FULFILLMENT_STATUSES.map((status) => (
                    <MenuItem key={status} value={status} sx={{ textTransform: 'capitalize' }}>
                      {status}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
