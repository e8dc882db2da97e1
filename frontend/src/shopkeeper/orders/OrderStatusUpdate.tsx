import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useUpdate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { statusChoices, type OrderStatus } from '../../components/orders/order-status';
import { useToast } from '../../components/toast/useToast';
import type { Order } from '../shopkeeper-types';
import { orderNumber } from '../../format';

/**
 * Moves the order one step on (or cancels it): the current status first, then the moves the server
 * allows the shop now (`nextStatuses`). Remount it with the order's status as key.
 */
export function OrderStatusUpdate({ order }: { order: Order }) {
  const [choice, setChoice] = useState<OrderStatus>(order.status);
  const [update, { isPending }] = useUpdate<Order>();
  const { toast } = useToast();
  const choices = statusChoices(order);

  const save = () =>
    update(
      'orders',
      { id: order.id, data: { status: choice }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          toast({ title: 'Order Status Updated', description: `${orderNumber(saved.id)} is now ${saved.status}.` }),
        onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        variant="outlined"
        label="Order status"
        value={choice}
        onChange={(event) => setChoice(event.target.value as OrderStatus)}
        disabled={choices.length === 1 || isPending}
        sx={{ minWidth: 220, '& .MuiSelect-select': { textTransform: 'capitalize' } }}
      >
        {choices.map((status) => (
          <MenuItem key={status} value={status} sx={{ textTransform: 'capitalize' }}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        onClick={save}
        sx={{ whiteSpace: 'nowrap' }}
        disabled={choice === order.status || isPending}
      >
        Update Status
      </Button>
    </Stack>
  );
}
