import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order desk's rules (issue 11): the accept-by deadline of a pending order and the index its
 * timer sweeps by, the delivery code made at dispatch with the count of wrong ones, and the reason
 * of each timeline entry, with `system` as the role of the timer's changes. Orders placed before
 * keep no deadline (nobody promised them one); their cancellations record `not-given`.
 */
export class OrderDeskRules1795540000000 implements MigrationInterface {
  name = 'OrderDeskRules1795540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "orders" ADD "accept_by" TIMESTAMP WITH TIME ZONE, ADD "delivery_code" character(4), ADD "wrong_delivery_codes" smallint NOT NULL DEFAULT \'0\'',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_pending_accept_by" ON "orders" ("accept_by") WHERE "status" = \'pending\'',
    );
    await queryRunner.query(
      'ALTER TABLE "order_status_changes" ADD "reason_code" character varying(32), ADD "reason" character varying(1100)',
    );
    await queryRunner.query(
      'UPDATE "order_status_changes" SET "reason_code" = \'not-given\', "reason" = \'Not given\' WHERE "status" = \'cancelled\'',
    );
    await queryRunner.query(
      "ALTER TABLE \"order_status_changes\" ADD CONSTRAINT \"CHK_order_status_changes_reason_code\" CHECK (\"reason_code\" IN ('items-not-available', 'shop-closed', 'shop-did-not-respond', 'customer-changed-mind', 'ordered-by-mistake', 'address-not-serviceable', 'other', 'not-given'))",
    );
    await queryRunner.query('ALTER TABLE "order_status_changes" DROP CONSTRAINT "CHK_order_status_changes_role"');
    await queryRunner.query(
      "ALTER TABLE \"order_status_changes\" ADD CONSTRAINT \"CHK_order_status_changes_role\" CHECK (\"role\" IN ('customer', 'shopkeeper', 'admin', 'system'))",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The timer's changes stay in the timelines, as an admin's: the old schema knows no other.
    await queryRunner.query('UPDATE "order_status_changes" SET "role" = \'admin\' WHERE "role" = \'system\'');
    await queryRunner.query('ALTER TABLE "order_status_changes" DROP CONSTRAINT "CHK_order_status_changes_role"');
    await queryRunner.query(
      'ALTER TABLE "order_status_changes" ADD CONSTRAINT "CHK_order_status_changes_role" CHECK ("role" IN (\'customer\', \'shopkeeper\', \'admin\'))',
    );
    await queryRunner.query(
      'ALTER TABLE "order_status_changes" DROP CONSTRAINT "CHK_order_status_changes_reason_code", DROP COLUMN "reason", DROP COLUMN "reason_code"',
    );
    await queryRunner.query('DROP INDEX "public"."IDX_orders_pending_accept_by"');
    await queryRunner.query(
      'ALTER TABLE "orders" DROP COLUMN "wrong_delivery_codes", DROP COLUMN "delivery_code", DROP COLUMN "accept_by"',
    );
  }
}
