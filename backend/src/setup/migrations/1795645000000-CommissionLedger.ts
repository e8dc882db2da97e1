import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The commission ledger (issue 14): a shop's commission rate (null: the platform default); on each
 * order, when it was delivered and the rate in force then; the settlements the admin records.
 * Orders delivered before are dated by their timeline's first delivered (or complete) entry, at a
 * rate of 0: no commission was agreed on them.
 */
export class CommissionLedger1795645000000 implements MigrationInterface {
  name = 'CommissionLedger1795645000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "shops" ADD "commission_rate" numeric(5,2), ' +
        'ADD CONSTRAINT "CHK_shops_commission_rate" CHECK ("commission_rate" BETWEEN 0 AND 100)',
    );
    await queryRunner.query(
      'ALTER TABLE "orders" ADD "delivered_at" TIMESTAMP WITH TIME ZONE, ADD "commission_rate" numeric(5,2), ' +
        'ADD CONSTRAINT "CHK_orders_commission_rate" CHECK ("commission_rate" BETWEEN 0 AND 100)',
    );
    await queryRunner.query(
      `UPDATE "orders" SET "commission_rate" = 0, "delivered_at" = COALESCE(
         (SELECT MIN("changed_at") FROM "order_status_changes"
           WHERE "order_id" = "orders"."id" AND "status" IN ('delivered', 'complete')),
         "updated_at")
       WHERE "status" IN ('delivered', 'complete')`,
    );
    await queryRunner.query('CREATE INDEX "IDX_orders_shop_delivered_at" ON "orders" ("shop_id", "delivered_at") ');
    await queryRunner.query(
      'CREATE TABLE "settlements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "shop_id" uuid NOT NULL, "amount" numeric(12,2) NOT NULL, "settled_on" date NOT NULL, "reference" character varying(100) NOT NULL, "note" character varying(500), "created_by" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_settlements_amount" CHECK ("amount" > 0), CONSTRAINT "PK_5f523ce152b84e818bff9467aab" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_settlements_shop_reference" ON "settlements" ("shop_id", "reference") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_522b050068b345268c0c278222" ON "settlements" ("shop_id", "settled_on") ',
    );
    await queryRunner.query(
      'ALTER TABLE "settlements" ADD CONSTRAINT "FK_f613cb1a50fca1721abd5908a10" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "settlements" ADD CONSTRAINT "FK_5b2cf451d178e11396ecf0b7d66" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "settlements"');
    await queryRunner.query('DROP INDEX "public"."IDX_orders_shop_delivered_at"');
    await queryRunner.query(
      'ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_commission_rate", DROP COLUMN "commission_rate", DROP COLUMN "delivered_at"',
    );
    await queryRunner.query(
      'ALTER TABLE "shops" DROP CONSTRAINT "CHK_shops_commission_rate", DROP COLUMN "commission_rate"',
    );
  }
}
