import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claims of delivered orders (their items and decisions), the refunds they and admins grant, the
 * replacement orders they send, the claim steps on an order's timeline, and refunds credited to a
 * khata as entries of their own.
 */
export class Claims1795710000000 implements MigrationInterface {
  name = 'Claims1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "claims" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "shop_id" uuid NOT NULL, "customer_id" uuid NOT NULL, "reason_code" character varying(6) NOT NULL, "comment" character varying(1000) NOT NULL, "status" character varying(10) NOT NULL, "answer_by" TIMESTAMP WITH TIME ZONE NOT NULL, "escalation" character varying(10), "escalated_at" TIMESTAMP WITH TIME ZONE, "dispute_note" character varying(1000), "outcome" character varying(16), "refund_amount" numeric(12,2), "decision_note" character varying(500), "decided_by_role" character varying(10), "decided_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, "replacement_order_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "CHK_claims_refund_amount" CHECK ("refund_amount" IS NULL OR "refund_amount" >= 0), CONSTRAINT "CHK_claims_decided_by_role" CHECK ("decided_by_role" IS NULL OR "decided_by_role" IN ('shopkeeper', 'admin')), CONSTRAINT "CHK_claims_escalation" CHECK ("escalation" IS NULL OR "escalation" IN ('unanswered', 'disputed')), CONSTRAINT "CHK_claims_outcome" CHECK ("outcome" IS NULL OR "outcome" IN ('full-refund', 'partial-refund', 'replacement')), CONSTRAINT "CHK_claims_status" CHECK ("status" IN ('open', 'rejected', 'escalated', 'accepted')), CONSTRAINT "CHK_claims_reason_code" CHECK ("reason_code" IN ('ITM001', 'ITM003', 'ITM004', 'FLM004', 'ORD001')), CONSTRAINT "PK_claims" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_claims_open_answer_by" ON "claims" ("answer_by") WHERE "status" = 'open'`,
    );
    await queryRunner.query('CREATE INDEX "IDX_claims_status_created_at" ON "claims" ("status", "created_at") ');
    await queryRunner.query('CREATE INDEX "IDX_claims_customer_created_at" ON "claims" ("customer_id", "created_at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_claims_shop_status_created_at" ON "claims" ("shop_id", "status", "created_at") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_claims_order" ON "claims" ("order_id") ');
    await queryRunner.query(
      'CREATE TABLE "claim_items" ("claim_id" uuid NOT NULL, "order_item_id" uuid NOT NULL, "quantity" smallint NOT NULL, CONSTRAINT "CHK_claim_items_quantity" CHECK ("quantity" BETWEEN 1 AND 99), CONSTRAINT "PK_claim_items" PRIMARY KEY ("claim_id", "order_item_id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_claim_items_order_item" ON "claim_items" ("order_item_id") ');
    await queryRunner.query(
      `CREATE TABLE "refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "shop_id" uuid NOT NULL, "customer_id" uuid NOT NULL, "claim_id" uuid, "amount" numeric(12,2) NOT NULL, "delivery_charges" numeric(12,2) NOT NULL DEFAULT '0', "reason" character varying(300) NOT NULL, "status" character varying(4) NOT NULL, "paid_with" character varying(5), "utr" character(12), "paid_at" TIMESTAMP WITH TIME ZONE, "paid_recorded_by" uuid, "credit_note_id" uuid, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "CHK_refunds_paid" CHECK (("status" = 'due' AND "paid_with" IS NULL AND "paid_at" IS NULL AND "utr" IS NULL) OR ("status" = 'paid' AND "paid_with" IS NOT NULL AND "paid_at" IS NOT NULL AND ("utr" IS NOT NULL) = ("paid_with" = 'upi'))), CONSTRAINT "CHK_refunds_paid_with" CHECK ("paid_with" IS NULL OR "paid_with" IN ('cash', 'upi', 'khata')), CONSTRAINT "CHK_refunds_status" CHECK ("status" IN ('due', 'paid')), CONSTRAINT "CHK_refunds_amount" CHECK ("amount" > 0), CONSTRAINT "PK_refunds" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_refunds_claim" ON "refunds" ("claim_id") WHERE "claim_id" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "IDX_refunds_shop_paid_at" ON "refunds" ("shop_id", "paid_at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_refunds_customer_created_at" ON "refunds" ("customer_id", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_refunds_shop_status_created_at" ON "refunds" ("shop_id", "status", "created_at") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_refunds_order" ON "refunds" ("order_id") ');
    await queryRunner.query('ALTER TABLE "orders" ADD "replacement_of" uuid');
    await queryRunner.query('ALTER TABLE "order_status_changes" ADD "event" character varying(20)');
    await queryRunner.query(
      `ALTER TABLE "order_status_changes" ADD CONSTRAINT "CHK_order_status_changes_event" CHECK ("event" IN ('claim-opened', 'claim-accepted', 'claim-rejected', 'claim-disputed', 'claim-escalated', 'refund-paid', 'refunded-in-full'))`,
    );
    await queryRunner.query(
      'ALTER TABLE "claims" ADD CONSTRAINT "FK_claims_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "claim_items" ADD CONSTRAINT "FK_claim_items_claim" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "claim_items" ADD CONSTRAINT "FK_claim_items_order_item" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "refunds" ADD CONSTRAINT "FK_refunds_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "refunds" ADD CONSTRAINT "FK_refunds_claim" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "khata_entries" DROP CONSTRAINT "CHK_khata_entries_kind"');
    await queryRunner.query(
      `ALTER TABLE "khata_entries" ADD CONSTRAINT "CHK_khata_entries_kind" CHECK ("kind" IN ('order', 'payment', 'correction', 'refund'))`,
    );
    await queryRunner.query('ALTER TABLE "khata_entries" DROP CONSTRAINT "CHK_khata_entries_shape"');
    await queryRunner.query(
      `ALTER TABLE "khata_entries" ADD CONSTRAINT "CHK_khata_entries_shape" CHECK (("kind" = 'order' AND "amount" > 0 AND "order_id" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL) OR ("kind" = 'payment' AND "amount" < 0 AND "order_id" IS NULL AND "paid_with" IS NOT NULL AND ("utr" IS NOT NULL) = ("paid_with" = 'upi')) OR ("kind" = 'correction' AND "amount" <> 0 AND "note" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL) OR ("kind" = 'refund' AND "amount" < 0 AND "order_id" IS NOT NULL AND "note" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "khata_entries" DROP CONSTRAINT "CHK_khata_entries_shape"');
    await queryRunner.query(
      `ALTER TABLE "khata_entries" ADD CONSTRAINT "CHK_khata_entries_shape" CHECK (("kind" = 'order' AND "amount" > 0 AND "order_id" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL) OR ("kind" = 'payment' AND "amount" < 0 AND "order_id" IS NULL AND "paid_with" IS NOT NULL AND ("utr" IS NOT NULL) = ("paid_with" = 'upi')) OR ("kind" = 'correction' AND "amount" <> 0 AND "note" IS NOT NULL AND "paid_with" IS NULL AND "utr" IS NULL))`,
    );
    await queryRunner.query('ALTER TABLE "khata_entries" DROP CONSTRAINT "CHK_khata_entries_kind"');
    await queryRunner.query(
      `ALTER TABLE "khata_entries" ADD CONSTRAINT "CHK_khata_entries_kind" CHECK ("kind" IN ('order', 'payment', 'correction'))`,
    );
    await queryRunner.query('ALTER TABLE "refunds" DROP CONSTRAINT "FK_refunds_claim"');
    await queryRunner.query('ALTER TABLE "refunds" DROP CONSTRAINT "FK_refunds_order"');
    await queryRunner.query('ALTER TABLE "claim_items" DROP CONSTRAINT "FK_claim_items_order_item"');
    await queryRunner.query('ALTER TABLE "claim_items" DROP CONSTRAINT "FK_claim_items_claim"');
    await queryRunner.query('ALTER TABLE "claims" DROP CONSTRAINT "FK_claims_order"');
    await queryRunner.query('ALTER TABLE "order_status_changes" DROP CONSTRAINT "CHK_order_status_changes_event"');
    await queryRunner.query('ALTER TABLE "order_status_changes" DROP COLUMN "event"');
    await queryRunner.query('ALTER TABLE "orders" DROP COLUMN "replacement_of"');
    await queryRunner.query('DROP INDEX "public"."IDX_refunds_order"');
    await queryRunner.query('DROP INDEX "public"."IDX_refunds_shop_status_created_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_refunds_customer_created_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_refunds_shop_paid_at"');
    await queryRunner.query('DROP INDEX "public"."UQ_refunds_claim"');
    await queryRunner.query('DROP TABLE "refunds"');
    await queryRunner.query('DROP INDEX "public"."IDX_claim_items_order_item"');
    await queryRunner.query('DROP TABLE "claim_items"');
    await queryRunner.query('DROP INDEX "public"."IDX_claims_order"');
    await queryRunner.query('DROP INDEX "public"."IDX_claims_shop_status_created_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_claims_customer_created_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_claims_status_created_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_claims_open_answer_by"');
    await queryRunner.query('DROP TABLE "claims"');
  }
}
