import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useUpdate } from 'react-admin';
import { serverMessage } from '../../backoffice/server-message';
import type { OrderStatus } from '../../components/OrderStatusBadge';
import { useToast } from '../../components/toast/useToast';
import type { Order } from '../shopkeeper-types';
import { orderNumber } from '../../format';
import { statusChoices } from './order-transitions';

/** Moves the order one step on (or cancels it); remount it with the order's status as key. */
export function OrderStatusUpdate({ order }: { order: Order }) {
  const [choice, setChoice] = useState<OrderStatus>(order.status);
  const [update, { isPending }] = useUpdate<Order>();
  const { toast } = useToast();
  const choices = statusChoices(order.status);

  const save = () =>
    update(
      'orders',
      { id: order.id, data: { status: choice }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          toast({ title: 'Order Status Updated', description: `${orderNumber(saved.id)} is now ${saved.status}.` }),
        onError: (error) => toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
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
