import { sqlList } from '../database/sql';
import { ALWAYS_SENT, OFF_BY_DEFAULT } from './notification-topics';

/** Whether `note`'s person, `u`, gets it by `channel`: their choice (`p`), or the default without one. */
const wanted = (channel: string) =>
  `u.disabled_at IS NULL AND (note.topic IN (${sqlList(ALWAYS_SENT)}) OR COALESCE(p.enabled,
     u.role || '/' || note.topic || '/${channel}' NOT IN (${sqlList(OFF_BY_DEFAULT)})))`;

const preferenceOf = (channel: string) =>
  `LEFT JOIN notification_preferences p ON p.user_id = note.user_id AND p.topic = note.topic AND p.channel = '${channel}'`;

/**
 * The deliveries of the notifications just written (the CTE `note`: id, user_id, topic, created_at):
 * a mail to each person who wants it, in the state `$<mailState>` (`pending`, or `kept` without an
 * SMTP server), and a push to each of their devices.
 */
const deliveriesOfNotes = (mailState: string) => `, mail AS (
    INSERT INTO notification_deliveries (notification_id, channel, email_to, state, next_attempt_at, created_at)
    SELECT note.id, 'email', u.email, ${mailState}, note.created_at, note.created_at
    FROM note JOIN users u ON u.id = note.user_id ${preferenceOf('email')}
    WHERE ${wanted('email')}
    RETURNING id
  )
  INSERT INTO notification_deliveries (notification_id, channel, push_subscription_id, state, next_attempt_at, created_at)
  SELECT note.id, 'push', s.id, 'pending', note.created_at, note.created_at
  FROM note JOIN users u ON u.id = note.user_id JOIN push_subscriptions s ON s.user_id = note.user_id ${preferenceOf('push')}
  WHERE ${wanted('push')}`;

/**
 * Writes notifications and their deliveries: $1 the state of mails, $2 the time, then one array per
 * column ($3 user, $4 topic, $5 kind, $6 title, $7 body, $8 url, $9 in the bell, $10 once-key). A
 * notification whose once-key was written before is left out, with its deliveries.
 */
export const INSERT_NOTIFICATIONS = `WITH note AS (
    INSERT INTO notifications (user_id, topic, kind, title, body, url, in_app, once_key, created_at)
    SELECT n.user_id, n.topic, n.kind, n.title, n.body, n.url, n.in_app, n.once_key, $2
    FROM unnest($3::uuid[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[], $8::varchar[],
                $9::boolean[], $10::varchar[]) AS n(user_id, topic, kind, title, body, url, in_app, once_key)
    ON CONFLICT (once_key) DO NOTHING
    RETURNING id, user_id, topic, created_at
  )${deliveriesOfNotes('$1')}`;

/**
 * Writes the notifications of a change of an order, one per audience: its customer, its shop's
 * shopkeeper or every admin. Its parameters are numbered from `first`: the state of mails, the time,
 * the order, then one array per column (audience, topic, kind, title, body, url). `{code}` in a body
 * stands for the order's delivery code. `change`, when given, is a statement of the same change that
 * runs as a CTE of this one, its parameters numbered before `first`: the change and its notifications
 * in one round trip.
 */
export function insertOrderNotificationsSql(first: number, change?: string): string {
  const $ = (offset: number) => `$${first + offset}`;
  return `WITH ${change ? `change AS (${change}), ` : ''}target AS (
    SELECT o.customer_id, s.shopkeeper_id, COALESCE(o.delivery_code, '') AS delivery_code
    FROM orders o JOIN shops s ON s.id = o.shop_id WHERE o.id = ${$(2)}
  ), audience AS (
    SELECT customer_id AS user_id, 'customer' AS audience FROM target
    UNION ALL SELECT shopkeeper_id, 'shop' FROM target
    UNION ALL SELECT id, 'admins' FROM users WHERE role = 'admin' AND 'admins' = ANY(${$(3)}::varchar[])
  ), note AS (
    INSERT INTO notifications (user_id, topic, kind, title, body, url, in_app, created_at)
    SELECT a.user_id, n.topic, n.kind, n.title, replace(n.body, '{code}', t.delivery_code), n.url, TRUE, ${$(1)}
    FROM unnest(${$(3)}::varchar[], ${$(4)}::varchar[], ${$(5)}::varchar[], ${$(6)}::varchar[], ${$(7)}::varchar[],
                ${$(8)}::varchar[]) AS n(audience, topic, kind, title, body, url)
    JOIN audience a ON a.audience = n.audience CROSS JOIN target t
    RETURNING id, user_id, topic, created_at
  )${deliveriesOfNotes($(0))}`;
}

/**
 * Leases at most $3 deliveries that are due at $1 to one worker until $2, with what they carry: those
 * waiting, and those whose worker's lease ran out mid-send (it stopped). A delivery is sent by one
 * worker at a time.
 */
export const LEASE_DUE_DELIVERIES = `WITH leased AS (
    UPDATE notification_deliveries d
    SET state = 'sending', next_attempt_at = $2, attempts = d.attempts + 1
    WHERE d.id IN (
      SELECT id FROM notification_deliveries
      WHERE state IN ('pending', 'sending') AND next_attempt_at <= $1
      ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
    )
    RETURNING d.id, d.channel, d.email_to, d.attempts, d.push_subscription_id, d.notification_id
  )
  SELECT leased.id, leased.channel, leased.email_to AS "emailTo", leased.attempts, n.id AS "notificationId",
    n.kind, n.title, n.body, n.url, u.name AS "recipientName", s.endpoint, s.p256dh, s.auth
  FROM leased JOIN notifications n ON n.id = leased.notification_id JOIN users u ON u.id = n.user_id
  LEFT JOIN push_subscriptions s ON s.id = leased.push_subscription_id`;

/**
 * Records an attempt at the delivery $1, leased until $2: its new state $3, when to try again $4,
 * the error $5 and when sent $6, at $7. Only while the lease is this worker's: a worker whose lease
 * ran out (another took the delivery over) records nothing.
 */
export const RECORD_DELIVERY_ATTEMPT = `WITH done AS (
    UPDATE notification_deliveries SET state = $3, next_attempt_at = $4, last_error = $5, sent_at = $6
    WHERE id = $1 AND state = 'sending' AND next_attempt_at = $2
    RETURNING id
  )
  INSERT INTO delivery_attempts (delivery_id, attempted_at, outcome, error)
  SELECT id, $7, $3, $5 FROM done`;

/** Forgets a device whose push service no longer knows it: its deliveries still due are dropped. */
export const DELETE_PUSH_SUBSCRIPTION = 'DELETE FROM push_subscriptions WHERE endpoint = $1';
