import { useQueryClient } from '@tanstack/react-query';
import { useUpdate } from 'react-admin';
import { errorMessage, isNetworkFailure } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { useToast } from '../../components/toast/useToast';
import { statusLabel } from '../../components/orders/order-status';
import { orderNumber } from '../../format';
import { newMoveKey, queueMove } from '../desk/queued-moves';
import type { Order, OrderMove } from '../shopkeeper-types';

interface MoveOptions {
  onSuccess?: () => void;
  /** Shows the server's reason where the move was asked for; without it, a toast shows it. */
  onError?: (message: string) => void;
}

/**
 * Moves an order on (`PUT /api/shopkeeper/orders/{id}`), the one way the desk does it: the list's
 * Accept, the order page's status select and its dialogs. Without a network the move is kept and sent
 * when the network is back (desk/useQueuedMoves), with the same Idempotency-Key as a first try whose
 * answer was lost: the API applies it once.
 */
export function useMoveOrder(order: Order) {
  // Keyed by resource, so that the desk can tell its own moves from others' (ORDER_MOVES_KEY).
  const [update, { isPending }] = useUpdate<Order>('orders', { id: order.id });
  const queryClient = useQueryClient();
  const { toast } = useToast();

  const sendLater = (key: string, body: OrderMove, onSuccess?: () => void) => {
    queueMove({ key, orderId: order.id, body });
    toast({
      title: 'Saved on this device',
      description: `${orderNumber(order.id)} goes to ${statusLabel(body.status)} when you are back online.`,
    });
    onSuccess?.();
  };

  const move = (body: OrderMove, { onSuccess, onError }: MoveOptions = {}) => {
    const key = newMoveKey();
    if (!navigator.onLine) {
      sendLater(key, body, onSuccess);
      return;
    }
    update(
      'orders',
      { id: order.id, data: body, previousData: order, meta: { idempotencyKey: key } },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          toast({
            title: 'Order Status Updated',
            description: `${orderNumber(saved.id)} is now ${statusLabel(saved.status)}.`,
          });
          onSuccess?.();
        },
        onError: (error) => {
          if (isNetworkFailure(error)) sendLater(key, body, onSuccess);
          else if (onError) onError(errorMessage(error));
          else toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        },
        // Lists filtered by status (the desk's pending orders) must drop or gain the order, and a
        // refused delivery code counts an attempt (and may lock the order): read them again.
        onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.resource('orders') }),
      },
    );
  };

  return { move, isPending };
}
