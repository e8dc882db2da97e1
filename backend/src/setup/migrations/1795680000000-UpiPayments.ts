import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * UPI straight to the shop (issue 33): the shop's UPI ID, an order's payment (method, when it is
 * due, where it stands, the UTR that paid it) and the register of used UTRs. Orders delivered before
 * were paid in cash at the door, the only way there was.
 */
export class UpiPayments1795680000000 implements MigrationInterface {
  name = 'UpiPayments1795680000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "shops" ADD "upi_id" character varying(100), ADD "upi_payee_name" character varying(100)`,
    );
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_payment_method"`);
    await queryRunner.query(
      `ALTER TABLE "orders"
         ADD "payment_timing" character varying(8) NOT NULL DEFAULT 'at_door',
         ADD "payment_status" character varying(12) NOT NULL DEFAULT 'unpaid',
         ADD "paid_with" character varying(4),
         ADD "amount_paid" numeric(12,2) NOT NULL DEFAULT 0,
         ADD "payment_utr" character(12),
         ADD "customer_utr" character(12),
         ADD "paid_at" TIMESTAMP WITH TIME ZONE,
         ADD "upi_id" character varying(100),
         ADD "upi_payee_name" character varying(100),
         ADD CONSTRAINT "CHK_orders_payment_method" CHECK ("payment_method" IN ('cash_on_delivery', 'upi', 'khata')),
         ADD CONSTRAINT "CHK_orders_payment_timing" CHECK ("payment_timing" IN ('now', 'at_door', 'later')),
         ADD CONSTRAINT "CHK_orders_payment_status" CHECK ("payment_status" IN ('unpaid', 'paid', 'on_khata', 'not_received')),
         ADD CONSTRAINT "CHK_orders_paid_with" CHECK ("paid_with" IS NULL OR "paid_with" IN ('cash', 'upi')),
         ADD CONSTRAINT "CHK_orders_amount_paid" CHECK ("amount_paid" >= 0)`,
    );
    await queryRunner.query(
      `UPDATE "orders" SET "payment_status" = 'paid', "paid_with" = 'cash', "amount_paid" = "final_amount", "paid_at" = "delivered_at"
        WHERE "delivered_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_payment_created_at" ON "orders" ("payment_method", "payment_status", "created_at")`,
    );
    await queryRunner.query(
      `CREATE TABLE "utr_uses" (
        "utr" character(12) NOT NULL,
        "shop_id" uuid NOT NULL,
        "paid_for" character varying(10) NOT NULL,
        "paid_for_id" uuid NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_utr_uses" PRIMARY KEY ("utr")
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "utr_uses"`);
    await queryRunner.query(`DROP INDEX "IDX_orders_payment_created_at"`);
    await queryRunner.query(
      `ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_payment_method",
         DROP CONSTRAINT "CHK_orders_payment_timing", DROP CONSTRAINT "CHK_orders_payment_status",
         DROP CONSTRAINT "CHK_orders_paid_with", DROP CONSTRAINT "CHK_orders_amount_paid",
         DROP "payment_timing", DROP "payment_status", DROP "paid_with", DROP "amount_paid", DROP "payment_utr",
         DROP "customer_utr", DROP "paid_at", DROP "upi_id", DROP "upi_payee_name"`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_payment_method" CHECK ("payment_method" IN ('cash_on_delivery'))`,
    );
    await queryRunner.query(`ALTER TABLE "shops" DROP "upi_id", DROP "upi_payee_name"`);
  }
}
