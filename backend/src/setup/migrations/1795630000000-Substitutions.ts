import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Substitutions (issue 13): the replacements a shop offers for order items it cannot supply, each
 * with its own copy of the product's prices, at most one open per item; and the customer's
 * preference, chosen at checkout, for items the shop cannot supply.
 */
export class Substitutions1795630000000 implements MigrationInterface {
  name = 'Substitutions1795630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "order_item_substitutions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_item_id" uuid NOT NULL, "product_id" uuid, "product_name" character varying(100) NOT NULL, "hsn_code" character varying(8), "unit_price" numeric(12,2) NOT NULL, "gst_rate" numeric(5,2) NOT NULL, "gst_included" boolean NOT NULL, "quantity" integer NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'offered\', "offered_at" TIMESTAMP WITH TIME ZONE NOT NULL, "answer_by" TIMESTAMP WITH TIME ZONE NOT NULL, "answered_at" TIMESTAMP WITH TIME ZONE, ' +
        'CONSTRAINT "CHK_order_item_substitutions_quantity" CHECK ("quantity" BETWEEN 1 AND 99), ' +
        `CONSTRAINT "CHK_order_item_substitutions_status" CHECK ("status" IN ('offered', 'approved', 'rejected', 'expired')), ` +
        'CONSTRAINT "PK_31824dc7d1824dec9f1d025d7da" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_902b128c8230dae67c4292ea4f" ON "order_item_substitutions" ("product_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_18ef2c7e7a1c81b864974644f2" ON "order_item_substitutions" ("order_item_id", "offered_at") ',
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_order_item_substitutions_open" ON "order_item_substitutions" ("order_item_id") WHERE "status" = 'offered'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_order_item_substitutions_open_answer_by" ON "order_item_substitutions" ("answer_by") WHERE "status" = 'offered'`,
    );
    await queryRunner.query(
      'ALTER TABLE "order_item_substitutions" ADD CONSTRAINT "FK_98533ba5b9e192a9d3eea7ca0f9" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "order_item_substitutions" ADD CONSTRAINT "FK_902b128c8230dae67c4292ea4fc" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD "substitution_preference" character varying(24) NOT NULL DEFAULT 'call-me', ` +
        `ADD CONSTRAINT "CHK_orders_substitution_preference" CHECK ("substitution_preference" IN ('call-me', 'replace-with-similar', 'remove-unavailable'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_substitution_preference", DROP COLUMN "substitution_preference"',
    );
    await queryRunner.query('DROP TABLE "order_item_substitutions"');
  }
}
