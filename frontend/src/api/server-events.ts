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

/** After an answer other than the stream (429, 503, 401…), the wait before trying again doubles from 5 s to 5 minutes. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;
/** A tab in view whose stream a newer tab replaced waits this long: tabs in view must not take turns replacing each other. */
const REPLACED_IN_VIEW_WAIT_MS = 60_000;

const listeners = new Set<Listener>();
let source: EventSource | undefined;
/** The last event received, so that a new EventSource is sent what this tab missed. */
let lastEventId: string | undefined;
let retryMs = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * One stream a tab, shared by every component that listens; the browser reconnects by itself when
 * the stream drops and sends `Last-Event-ID`, so the server replays what was missed. The server
 * refuses a stream when too many are open (retried here later), and ends the oldest of a session's
 * with `replaced` when a newer tab opens one: this tab then waits until it is looked at again.
 */
function connect(): void {
  stopWaiting();
  const stream = new EventSource(
    lastEventId ? `/api/events?lastEventId=${encodeURIComponent(lastEventId)}` : '/api/events',
  );
  source = stream;
  for (const type of EVENT_TYPES) {
    stream.addEventListener(type, (message) => {
      lastEventId = message.lastEventId;
      const event = { id: message.lastEventId, type, data: JSON.parse(message.data) } as ServerEvent;
      for (const listener of listeners) listener(event);
    });
  }
  stream.addEventListener('open', () => {
    retryMs = FIRST_RETRY_MS;
  });
  stream.addEventListener('error', () => {
    // The browser gives up, rather than reconnecting, after an answer that is not the stream.
    if (stream.readyState !== EventSource.CLOSED) return;
    connectIn(retryMs * (0.5 + Math.random()));
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  });
  stream.addEventListener('replaced', () => {
    if (document.visibilityState === 'visible') connectIn(REPLACED_IN_VIEW_WAIT_MS);
    else {
      disconnect();
      document.addEventListener('visibilitychange', connectOnceInView);
    }
  });
}

function connectIn(ms: number): void {
  disconnect();
  retryTimer = setTimeout(connect, ms);
}

function connectOnceInView(): void {
  if (document.visibilityState === 'visible') connect();
}

function disconnect(): void {
  stopWaiting();
  source?.close();
  source = undefined;
}

function stopWaiting(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  document.removeEventListener('visibilitychange', connectOnceInView);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      disconnect();
      lastEventId = undefined;
      retryMs = FIRST_RETRY_MS;
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
