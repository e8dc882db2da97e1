import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { errorBody, errorMessage, errorStatus, isNetworkFailure } from '../../api/errors';
import type { components } from '../../api/schema';
import { queryKeys } from '../../api/query-keys';
import { statusLabel } from '../../components/orders/order-status';
import { useToast } from '../../components/toast/useToast';
import { useOnline } from '../../components/useOnline';
import { orderNumber } from '../../format';
import { shopkeeperDataProvider } from '../shopkeeper-data-provider';
import type { Order } from '../shopkeeper-types';
import { dropQueuedMove, onQueuedMovesChange, queuedMoves, type QueuedMove } from './queued-moves';

/** While moves wait and the browser says it is online, how often they are tried again (a network that is up in name only). */
const RETRY_EVERY_MS = 30_000;
/** One tab sends at a time; another tab's attempt waits for it, then finds the moves it sent gone. */
const SENDING_LOCK = 'mohalla.desk.queued-moves';

/** The code of the API's 409 while the same key's first request is still being applied. */
const IN_PROGRESS: NonNullable<components['schemas']['IdempotentConflictResponse']['code']> =
  'IDEMPOTENT_REQUEST_IN_PROGRESS';

/** No answer, or not yet one: the API is down, busy, or still applying the same key's first request. */
function isWorthRetrying(error: unknown): boolean {
  const status = errorStatus(error);
  if (isNetworkFailure(error) || status === undefined || status >= 500 || status === 429) return true;
  return status === 409 && errorBody(error)?.code === IN_PROGRESS;
}

interface Outcomes {
  sent: (move: QueuedMove, order: Order) => void;
  refused: (move: QueuedMove, reason: string) => void;
}

async function sendEach(send: (move: QueuedMove) => Promise<Order>, outcomes: Outcomes): Promise<void> {
  for (const move of queuedMoves()) {
    try {
      const order = await send(move);
      dropQueuedMove(move.key);
      outcomes.sent(move, order);
    } catch (error) {
      if (isWorthRetrying(error)) return;
      // The order changed meanwhile (cancelled by the customer, moved on elsewhere): said, not sent again.
      dropQueuedMove(move.key);
      outcomes.refused(move, errorMessage(error));
    }
  }
}

async function sendInTurn(send: () => Promise<void>): Promise<void> {
  // Web Locks are in every browser the desk supports; without them, this tab sends alone.
  if (navigator.locks) await navigator.locks.request(SENDING_LOCK, send);
  else await send();
}

/**
 * The moves the desk made without a network, sent when it is back, each with its Idempotency-Key so
 * that the API applies it once however often it arrives. Says what each became.
 */
export function useQueuedMoves(): QueuedMove[] {
  const moves = useSyncExternalStore(onQueuedMovesChange, queuedMoves);
  const online = useOnline();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const waiting = moves.length > 0;

  useEffect(() => {
    if (!online || !waiting) return;
    const send = (move: QueuedMove) =>
      shopkeeperDataProvider
        .update<Order>('orders', {
          id: move.orderId,
          data: move.body,
          previousData: { id: move.orderId } as Order,
          meta: { idempotencyKey: move.key },
        })
        .then(({ data }) => data);
    const outcomes: Outcomes = {
      sent: (_, order) =>
        toast({
          title: 'Order Status Updated',
          description: `${orderNumber(order.id)} is now ${statusLabel(order.status)}.`,
        }),
      refused: (move, reason) =>
        toast({ title: `Not sent: ${orderNumber(move.orderId)}`, description: reason, variant: 'destructive' }),
    };
    const sendAll = () =>
      sendInTurn(() => sendEach(send, outcomes)).finally(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.resource('orders') }),
      );
    void sendAll();
    const timer = setInterval(() => void sendAll(), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, queryClient, toast]);

  return moves;
}
