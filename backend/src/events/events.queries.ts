import type { Viewer } from './events.service';

/** Events are replayed this long after they happened (at least 24 hours are promised). */
const KEPT_FOR = '2 days';
/** Takes turns between the transactions that record events, so that ids grow in commit order. */
const COMMIT_ORDER_LOCK = 727_274;

const COLUMNS = 'id, type, shop_id, customer_id, data';

/** Records an event ($1 type, $2 shop, $3 customer, $4 data) and answers its id, in commit order. */
export const INSERT_STREAM_EVENT = `INSERT INTO stream_event (type, shop_id, customer_id, data)
       SELECT $1, $2, $3, $4 FROM (SELECT pg_advisory_xact_lock(${COMMIT_ORDER_LOCK})) AS commit_order
       RETURNING id`;

/** The id of the latest event, 0 when there is none. */
export const LATEST_STREAM_EVENT_ID = 'SELECT COALESCE(MAX(id), 0) AS id FROM stream_event';

/** At most $2 events after the id $1, oldest first. */
export const STREAM_EVENTS_AFTER = `SELECT ${COLUMNS} FROM stream_event WHERE id > $1 ORDER BY id LIMIT $2`;

/** Which events each kind of viewer reads, its customer or shop the parameter $4. */
const VIEWER_EVENTS: Record<Viewer['role'], string> = {
  admin: 'TRUE',
  customer: 'customer_id = $4',
  shopkeeper: 'shop_id = $4',
};

/** At most $3 of the events kept that a viewer of `role` reads, after the id $1 up to $2, oldest first. */
export const missedStreamEventsSql = (role: Viewer['role']) => `SELECT ${COLUMNS} FROM stream_event
       WHERE id > $1 AND id <= $2 AND created_at > now() - interval '${KEPT_FOR}' AND ${VIEWER_EVENTS[role]}
       ORDER BY id LIMIT $3`;

/** Forgets the events no one can be replayed any more. */
export const PRUNE_STREAM_EVENTS = `DELETE FROM stream_event WHERE created_at < now() - interval '${KEPT_FOR}'`;
