import CheckIcon from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import type { Order } from '../shopkeeper-types';
import { useMoveOrder } from './useMoveOrder';

/** Whether the server lets the shop accept this order now: a pending order it may confirm. */
export function canAccept(order: Order): boolean {
  return order.status === 'pending' && order.nextStatuses.includes('confirmed');
}

/** Accepts a pending order in one click (pending → confirmed); nothing when the server does not allow it. */
export function AcceptButton({ order, fullWidth = false }: { order: Order; fullWidth?: boolean }) {
  const { move, isPending } = useMoveOrder(order);
  if (!canAccept(order)) return null;
  return (
    <Button
      variant="contained"
      color="success"
      startIcon={<CheckIcon />}
      fullWidth={fullWidth}
      disabled={isPending}
      aria-label={`Accept order ${order.id.slice(0, 8)}`}
      // In a list row that opens the order on click: accepting must not open it too.
      onClick={(event) => {
        event.stopPropagation();
        move({ status: 'confirmed' });
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {isPending ? 'Accepting...' : 'Accept'}
    </Button>
  );
}
