import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { statusChoices, statusLabel, type OrderStatus } from '../../components/orders/order-status';
import type { Order } from '../shopkeeper-types';
import { CancelDialog, DeliverDialog, DispatchDialog, uncheckedItems } from './OrderMoveDialogs';
import { useMoveOrder } from './useMoveOrder';

/** The moves that need a word from the shopkeeper first: a dialog asks for it. */
function asksFirst(order: Order, status: OrderStatus): boolean {
  if (status === 'dispatched') return uncheckedItems(order).length > 0;
  return status === 'delivered' || status === 'cancelled';
}

/**
 * Moves the order one step on (or cancels it): the current status first, then the moves the server
 * allows the shop now (`nextStatuses`). Remount it with the order's status as key.
 */
export function OrderStatusUpdate({ order }: { order: Order }) {
  const [choice, setChoice] = useState<OrderStatus>(order.status);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { move, isPending } = useMoveOrder(order);
  const choices = statusChoices(order);
  const dialog = { order, open: dialogOpen, onClose: () => setDialogOpen(false) };

  const save = () => (asksFirst(order, choice) ? setDialogOpen(true) : move({ status: choice }));

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
          <MenuItem key={status} value={status}>
            {statusLabel(status)}
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
      {choice === 'dispatched' && asksFirst(order, choice) && <DispatchDialog {...dialog} />}
      {choice === 'delivered' && <DeliverDialog {...dialog} />}
      {choice === 'cancelled' && <CancelDialog {...dialog} />}
    </Stack>
  );
}
