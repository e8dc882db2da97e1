import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Khatas: a shop's credit book for a customer it knows, with a credit limit, and its
 * entries (orders put on it, payments received, corrections). The entries are append-only in the
 * database itself, as the audit trail is: a trigger refuses every UPDATE, DELETE and TRUNCATE.
 */
export class Khata1795690000000 implements MigrationInterface {
  name = 'Khata1795690000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "khatas" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "shop_id" uuid NOT NULL,
        "customer_id" uuid NOT NULL,
        "credit_limit" numeric(12,2) NOT NULL,
        "balance" numeric(12,2) NOT NULL,
        "entry_count" integer NOT NULL,
        "last_entry_at" TIMESTAMP WITH TIME ZONE,
        "frozen_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "CHK_khatas_credit_limit" CHECK ("credit_limit" > 0),
        CONSTRAINT "PK_khatas" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_khatas_shop_customer" ON "khatas" ("shop_id", "customer_id") ');
    await queryRunner.query('CREATE INDEX "IDX_khatas_customer" ON "khatas" ("customer_id") ');
    await queryRunner.query(
      'ALTER TABLE "khatas" ADD CONSTRAINT "FK_khatas_shop" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "khatas" ADD CONSTRAINT "FK_khatas_customer" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE TABLE "khata_entries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "khata_id" uuid NOT NULL,
        "number" integer NOT NULL,
        "kind" character varying(10) NOT NULL,
        "amount" numeric(12,2) NOT NULL,
        "balance_after" numeric(12,2) NOT NULL,
        "order_id" uuid,
        "paid_with" character varying(4),
        "utr" character(12),
        "note" character varying(200),
        "recorded_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "CHK_khata_entries_kind" CHECK ("kind" IN ('order', 'payment', 'correction')),
        CONSTRAINT "CHK_khata_entries_paid_with" CHECK ("paid_with" IN ('cash', 'upi')),
        CONSTRAINT "CHK_khata_entries_shape" CHECK (
          ("kind" = 'order' AND "amount" > 0 AND "order_id" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL)
          OR ("kind" = 'payment' AND "amount" < 0 AND "order_id" IS NULL AND "paid_with" IS NOT NULL
            AND ("utr" IS NOT NULL) = ("paid_with" = 'upi'))
          OR ("kind" = 'correction' AND "amount" <> 0 AND "note" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL)
        ),
        CONSTRAINT "PK_khata_entries" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_khata_entries_khata_created_at" ON "khata_entries" ("khata_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_khata_entries_khata_number" ON "khata_entries" ("khata_id", "number") ',
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_khata_entries_order_charge" ON "khata_entries" ("order_id") WHERE "kind" = 'order'`,
    );
    for (const [name, column, table] of [
      ['FK_khata_entries_khata', 'khata_id', 'khatas'],
      ['FK_khata_entries_order', 'order_id', 'orders'],
      ['FK_khata_entries_recorded_by', 'recorded_by', 'users'],
    ]) {
      await queryRunner.query(
        `ALTER TABLE "khata_entries" ADD CONSTRAINT "${name}" FOREIGN KEY ("${column}") REFERENCES "${table}"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
      );
    }
    await queryRunner.query(`
      CREATE FUNCTION "khata_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'khata_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER "khata_entries_no_change" BEFORE UPDATE OR DELETE ON "khata_entries" FOR EACH ROW EXECUTE FUNCTION "khata_entries_append_only"()',
    );
    await queryRunner.query(
      'CREATE TRIGGER "khata_entries_no_truncate" BEFORE TRUNCATE ON "khata_entries" FOR EACH STATEMENT EXECUTE FUNCTION "khata_entries_append_only"()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "khata_entries"');
    await queryRunner.query('DROP FUNCTION "khata_entries_append_only"');
    await queryRunner.query('DROP TABLE "khatas"');
  }
}
