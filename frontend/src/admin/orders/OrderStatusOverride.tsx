import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useUpdate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { statusChoices, type OrderStatus } from '../../components/orders/order-status';
import { useToast } from '../../components/toast/useToast';
import type { Order } from './order-types';

/**
 * Admins may set any status, final ones included, to correct mistakes (D10); it joins the timeline.
 * The choices are the server's `nextStatuses` for an admin, beside the current status.
 */
export function OrderStatusOverride() {
  const order = useRecordContext<Order>();
  const [choice, setChoice] = useState<OrderStatus | null>(null);
  const [update, { isPending }] = useUpdate<Order>();
  const { toast } = useToast();
  if (!order) return null;
  const selected = choice ?? order.status;

  const save = () =>
    update(
      'orders',
      { id: order.id, data: { status: selected }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: (updated) => {
          setChoice(null);
          toast({ title: 'Order Status Updated', description: `The order is now ${updated.status}.` });
        },
        onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        label="Status"
        size="small"
        value={selected}
        onChange={(event) => setChoice(event.target.value as OrderStatus)}
        sx={{ minWidth: 220, width: 'auto' }}
        fullWidth={false}
      >
        {statusChoices(order).map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={save} disabled={isPending || selected === order.status}>
        {isPending ? 'Updating...' : 'Update Status'}
      </Button>
    </Box>
  );
}
