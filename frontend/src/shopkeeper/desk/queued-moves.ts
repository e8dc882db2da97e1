import { queryKeys } from '../../api/query-keys';
import type { OrderMove } from '../shopkeeper-types';

/** What `isMutating` matches while the shopkeeper's own move of any order is under way (useMoveOrder's `useUpdate`). */
export const ORDER_MOVES_KEY = queryKeys.resourceUpdates('orders');

/** A move the desk made without a network, kept on this device until the API has answered it. */
export interface QueuedMove {
  /** Sent as the request's Idempotency-Key, every time: the API applies the move once. */
  key: string;
  orderId: string;
  body: OrderMove;
}

const STORAGE_KEY = 'mohalla.desk.queued-moves';
const listeners = new Set<() => void>();
let lastText: string | null = null;
let lastMoves: QueuedMove[] = [];

function parseMoves(text: string | null): QueuedMove[] {
  try {
    const moves: unknown = text && JSON.parse(text);
    return Array.isArray(moves) ? (moves as QueuedMove[]) : [];
  } catch {
    return []; // Not ours, or cut short: nothing to send.
  }
}

/** The moves waiting, oldest first; the same array until they change (as useSyncExternalStore needs). */
export function queuedMoves(): QueuedMove[] {
  let text: string | null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    text = null; // Storage refused (private mode): nothing was kept.
  }
  if (text !== lastText) {
    lastText = text;
    lastMoves = parseMoves(text);
  }
  return lastMoves;
}

function keep(moves: QueuedMove[]): void {
  try {
    if (moves.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(moves));
  } catch {
    // Not kept: the move is lost with this page, as any change made without storage would be.
  }
  listeners.forEach((listener) => listener());
}

/** Keeps a move to send later; a second move of an order to the same status is the first one. */
export function queueMove(move: QueuedMove): void {
  const moves = queuedMoves();
  const same = moves.some(({ orderId, body }) => orderId === move.orderId && body.status === move.body.status);
  if (!same) keep([...moves, move]);
}

export function dropQueuedMove(key: string): void {
  keep(queuedMoves().filter((move) => move.key !== key));
}

/** Calls `listener` when the moves change, in this tab or another. */
export function onQueuedMovesChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  listeners.add(listener);
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** A new Idempotency-Key: 128 random bits, from a page served over plain HTTP too (unlike randomUUID). */
export function newMoveKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
