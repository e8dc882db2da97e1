import { useEffect, useRef } from 'react';
import type { components } from './schema';

/** The order events the server streams at `GET /api/events` (see the API docs). */
export type OrderEventType = 'order.created' | 'order.updated';

export interface OrderEvent {
  id: string;
  type: OrderEventType;
  data: components['schemas']['OrderEventData'];
}

/** A sale took a counted product of the shop to its low-stock threshold or below (the API's `StockLowEventData`). */
export interface StockLowEvent {
  id: string;
  type: 'stock.low';
  data: { productId: string; name: string; stockQuantity: number; lowStockThreshold: number };
}

type ServerEvent = OrderEvent | StockLowEvent;

const EVENT_TYPES: ServerEvent['type'][] = ['order.created', 'order.updated', 'stock.low'];

type Listener = (event: ServerEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | undefined;

/**
 * One stream a tab, shared by every component that listens; the browser reconnects by itself and
 * sends `Last-Event-ID`, so the server replays what was missed.
 */
function connect(): void {
  source = new EventSource('/api/events');
  for (const type of EVENT_TYPES) {
    source.addEventListener(type, (message) => {
      const event = { id: message.lastEventId, type, data: JSON.parse(message.data) } as ServerEvent;
      for (const listener of listeners) listener(event);
    });
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!source) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = undefined;
    }
  };
}

/** Calls `onEvent` for every event the signed-in user may see while the component is mounted. */
function useServerEvents(onEvent: Listener): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribe((event) => latest.current(event)), []);
}

/** Calls `onEvent` for every order event of the signed-in user while the component is mounted. */
export function useOrderEvents(onEvent: (event: OrderEvent) => void): void {
  useServerEvents((event) => {
    if (event.type !== 'stock.low') onEvent(event);
  });
}

/** Calls `onEvent` for every `stock.low` event of the signed-in shopkeeper's shop while the component is mounted. */
export function useStockLowEvents(onEvent: (event: StockLowEvent) => void): void {
  useServerEvents((event) => {
    if (event.type === 'stock.low') onEvent(event);
  });
}
