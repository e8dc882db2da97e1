import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (issue 14): who changed what, when, with the values before and after. The table is
 * append-only in the database itself: a trigger refuses every UPDATE, DELETE and TRUNCATE of it,
 * whoever sends them.
 */
export class AuditLog1795646000000 implements MigrationInterface {
  name = 'AuditLog1795646000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL, "actor_id" uuid NOT NULL, "actor_role" character varying(16) NOT NULL, "actor_name" character varying(100) NOT NULL, "actor_username" character varying(32) NOT NULL, "action" character varying(64) NOT NULL, "entity_type" character varying(32) NOT NULL, "entity_id" uuid NOT NULL, "entity_name" character varying(100), "before" jsonb, "after" jsonb, ' +
        `CONSTRAINT "CHK_audit_log_actor_role" CHECK ("actor_role" IN ('admin', 'shopkeeper', 'customer')), ` +
        'CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at") ');
    await queryRunner.query('CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actor_id", "at") ');
    await queryRunner.query('CREATE INDEX "IDX_audit_log_action" ON "audit_log" ("action", "at") ');
    await queryRunner.query('CREATE INDEX "IDX_audit_log_entity" ON "audit_log" ("entity_type", "entity_id", "at") ');
    await queryRunner.query(`
      CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "audit_log"');
    await queryRunner.query('DROP FUNCTION "audit_log_append_only"');
  }
}
