import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ProcessBus } from '../bus/process-bus';

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

/** Events are replayed this long after they happened (at least 24 hours are promised). */
const KEPT_FOR = '2 days';
/** A reconnecting client is replayed at most this many events; it reloads its page beyond that. */
const REPLAY_LIMIT = 1000;
/** Takes turns between the transactions that record events, so that ids grow in commit order. */
const COMMIT_ORDER_LOCK = 727_274;

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

const COLUMNS = 'id, type, shop_id, customer_id, data';

/**
 * The events of the live stream, kept in the database so that any API process can read them and
 * a client that reconnects is replayed what it missed. Raw SQL: the table is a log, with no entity.
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
    const [{ id }] = (await manager.query(
      `INSERT INTO stream_event (type, shop_id, customer_id, data)
       SELECT $1, $2, $3, $4 FROM (SELECT pg_advisory_xact_lock(${COMMIT_ORDER_LOCK})) AS commit_order
       RETURNING id`,
      [event.type, event.shopId, event.customerId, JSON.stringify(event.data)],
    )) as { id: string }[];
    await this.bus.publish({ kind: 'event', id: Number(id) }, manager);
  }

  /** The id of the latest event, 0 when there is none. */
  async latestId(): Promise<number> {
    const [{ id }] = (await this.dataSource.query('SELECT COALESCE(MAX(id), 0) AS id FROM stream_event')) as {
      id: string;
    }[];
    return Number(id);
  }

  /** Every viewer's events after `afterId`, oldest first. */
  async after(afterId: number, limit: number): Promise<StreamEvent[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM stream_event WHERE id > $1 ORDER BY id LIMIT $2`,
      [afterId, limit],
    )) as StreamEventRow[];
    return rows.map(eventOf);
  }

  /** What `viewer` missed after `afterId` up to `upToId`, oldest first. */
  async missed(viewer: Viewer, afterId: number, upToId: number): Promise<StreamEvent[]> {
    const [scope, parameters] =
      viewer.role === 'admin'
        ? ['TRUE', []]
        : viewer.role === 'customer'
          ? ['customer_id = $4', [viewer.customerId]]
          : ['shop_id = $4', [viewer.shopId]];
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM stream_event
       WHERE id > $1 AND id <= $2 AND created_at > now() - interval '${KEPT_FOR}' AND ${scope}
       ORDER BY id LIMIT $3`,
      [afterId, upToId, REPLAY_LIMIT, ...parameters],
    )) as StreamEventRow[];
    return rows.map(eventOf);
  }

  /** Forgets the events no one can be replayed any more. */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM stream_event WHERE created_at < now() - interval '${KEPT_FOR}'`);
  }
}

/** Whether `viewer` may see `event`. */
export function canSee(viewer: Viewer, event: StreamEvent): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.role === 'customer' ? event.customerId === viewer.customerId : event.shopId === viewer.shopId;
}
