import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A paid order's cancellation owes the customer a refund (a row of `refunds`, reason 'Order
 * cancelled'), where the order used to show it as `payment.refundDue` only. The orders cancelled
 * before, paid and not refunded in full, get theirs, due, dated by their cancellation.
 */
export class CancelledOrderRefunds1795750000000 implements MigrationInterface {
  name = 'CancelledOrderRefunds1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "refunds" ("order_id", "shop_id", "customer_id", "amount", "delivery_charges", "reason", "status", "created_at")
       SELECT "id", "shop_id", "customer_id", "owed", GREATEST(0, LEAST("owed", "delivery_charges" - "delivery_refunded")),
              'Order cancelled', 'due', "cancelled_at"
         FROM (SELECT o."id", o."shop_id", o."customer_id", o."delivery_charges",
                      o."amount_paid" - COALESCE(SUM(r."amount"), 0) AS "owed",
                      COALESCE(SUM(r."delivery_charges"), 0) AS "delivery_refunded",
                      COALESCE((SELECT MAX(c."changed_at") FROM "order_status_changes" c
                                 WHERE c."order_id" = o."id" AND c."status" = 'cancelled' AND c."event" IS NULL),
                               o."updated_at") AS "cancelled_at"
                 FROM "orders" o LEFT JOIN "refunds" r ON r."order_id" = o."id"
                WHERE o."status" = 'cancelled' AND o."amount_paid" > 0
                GROUP BY o."id") "paid"
        WHERE "owed" > 0`,
    );
  }

  // The refunds still due go; those paid back since stay, with the payments and khata credits that record them.
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "refunds" WHERE "claim_id" IS NULL AND "reason" = 'Order cancelled' AND "status" = 'due'`,
    );
  }
}
