/**
 * Takes the key ($1 user, $2 key) for a request ($3 method, $4 path, $5 request hash) at $6: inserts
 * it in progress, or takes its row over when that row counts as absent (created before $7, a day
 * ago) or was left in progress by the same request (created before $8, a minute ago: its process
 * died). Answers a row only when the key was taken. Parallel requests with one key take turns on
 * its row, so one alone takes it.
 *
 * The user's other keys created before $7 are deleted in the same statement, by the primary key's
 * index: the table keeps about a day of each active user's keys without a sweeper of its own.
 */
export const CLAIM_KEY = `WITH expired AS (
    DELETE FROM idempotent_requests WHERE user_id = $1 AND key <> $2 AND created_at < $7
  )
  INSERT INTO idempotent_requests AS kept (user_id, key, method, path, request_hash, created_at)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (user_id, key) DO UPDATE SET
    method = EXCLUDED.method, path = EXCLUDED.path, request_hash = EXCLUDED.request_hash,
    status_code = NULL, response = NULL, created_at = EXCLUDED.created_at
  WHERE kept.created_at < $7
     OR (kept.status_code IS NULL AND kept.created_at < $8 AND kept.request_hash = EXCLUDED.request_hash)
  RETURNING kept.created_at`;

/**
 * Keeps the answer ($4 status, $5 body as JSON text) of the request that holds the key ($1 user,
 * $2 key) since $3: not of a request that took it over since.
 */
export const KEEP_ANSWER = `UPDATE idempotent_requests SET status_code = $4, response = $5::jsonb
  WHERE user_id = $1 AND key = $2 AND created_at = $3`;
