import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ProcessBus } from '../bus/process-bus';
import {
  INSERT_STREAM_EVENT,
  LATEST_STREAM_EVENT_ID,
  missedStreamEventsSql,
  PRUNE_STREAM_EVENTS,
  STREAM_EVENTS_AFTER,
} from './events.queries';

/** Who reads a stream: an admin all events, a customer those of their orders, a shopkeeper their shop's. */
export type Viewer =
  { role: 'admin' } | { role: 'customer'; customerId: string } | { role: 'shopkeeper'; shopId: string };

export interface NewStreamEvent {
  type: string;
  shopId: string | null;
  customerId: string | null;
  data: object;
}

export interface StreamEvent extends NewStreamEvent {
  id: number;
}

/** A reconnecting client is replayed at most this many events; it reloads its page beyond that. */
const REPLAY_LIMIT = 1000;

interface StreamEventRow {
  id: string;
  type: string;
  shop_id: string | null;
  customer_id: string | null;
  data: object;
}

const eventOf = (row: StreamEventRow): StreamEvent => ({
  id: Number(row.id),
  type: row.type,
  shopId: row.shop_id,
  customerId: row.customer_id,
  data: row.data,
});

/**
 * The events of the live stream, kept in the database so that any API process can read them and
 * a client that reconnects is replayed what it missed. Raw SQL (events.queries.ts): the table is a log,
 * with no entity.
 */
@Injectable()
export class EventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: ProcessBus,
  ) {}

  /**
   * Records `event` in the transaction of `manager`, and tells every API process once it commits.
   * The lock is held to the commit, so an event's id is taken only after every lower id is
   * committed: a reader that has seen id n has seen every event below it (or never will).
   */
  async record(manager: EntityManager, event: NewStreamEvent): Promise<void> {
    const [{ id }] = (await manager.query(INSERT_STREAM_EVENT, [
      event.type,
      event.shopId,
      event.customerId,
      JSON.stringify(event.data),
    ])) as { id: string }[];
    await this.bus.publish({ kind: 'event', id: Number(id) }, manager);
  }

  /** The id of the latest event, 0 when there is none. */
  async latestId(): Promise<number> {
    const [{ id }] = (await this.dataSource.query(LATEST_STREAM_EVENT_ID)) as {
      id: string;
    }[];
    return Number(id);
  }

  /** Every viewer's events after `afterId`, oldest first. */
  async after(afterId: number, limit: number): Promise<StreamEvent[]> {
    const rows = (await this.dataSource.query(STREAM_EVENTS_AFTER, [afterId, limit])) as StreamEventRow[];
    return rows.map(eventOf);
  }

  /** What `viewer` missed after `afterId` up to `upToId`, oldest first. */
  async missed(viewer: Viewer, afterId: number, upToId: number): Promise<StreamEvent[]> {
    const whose = viewer.role === 'admin' ? [] : viewer.role === 'customer' ? [viewer.customerId] : [viewer.shopId];
    const rows = (await this.dataSource.query(missedStreamEventsSql(viewer.role), [
      afterId,
      upToId,
      REPLAY_LIMIT,
      ...whose,
    ])) as StreamEventRow[];
    return rows.map(eventOf);
  }

  /** Forgets the events no one can be replayed any more. */
  async prune(): Promise<void> {
    await this.dataSource.query(PRUNE_STREAM_EVENTS);
  }
}

/** Whether `viewer` may see `event`. */
export function canSee(viewer: Viewer, event: StreamEvent): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.role === 'customer' ? event.customerId === viewer.customerId : event.shopId === viewer.shopId;
}
