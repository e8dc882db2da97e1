/**
 * Records changes at $1 by the actor $2 (role $3, name $4, username $5): one row per element of the
 * JSON array $6, in one statement however many an import changes.
 */
export const INSERT_AUDIT_ENTRIES = `INSERT INTO audit_log (at, actor_id, actor_role, actor_name, actor_username,
         action, entity_type, entity_id, entity_name, before, after)
       SELECT $1, $2, $3, $4, $5, x.action, x.entity_type, x.entity_id, x.entity_name, x.before, x.after
       FROM jsonb_to_recordset($6::jsonb)
         AS x(action text, entity_type text, entity_id uuid, entity_name text, before jsonb, after jsonb)`;
