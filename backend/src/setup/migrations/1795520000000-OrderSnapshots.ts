import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders keep their own copy of the shop's name and phone and of the customer's, as at checkout:
 * filled here from the shops and users as they are now, then by checkout.
 */
export class OrderSnapshots1795520000000 implements MigrationInterface {
  name = 'OrderSnapshots1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "orders" ADD "shop_name" character varying(100), ADD "shop_phone" character varying(20), ADD "customer_name" character varying(100), ADD "customer_phone" character varying(20)',
    );
    await queryRunner.query(
      'UPDATE "orders" SET "shop_name" = "shop"."name", "shop_phone" = "shop"."phone", "customer_name" = "customer"."name", "customer_phone" = "customer"."phone" FROM "shops" "shop", "users" "customer" WHERE "shop"."id" = "orders"."shop_id" AND "customer"."id" = "orders"."customer_id"',
    );
    await queryRunner.query(
      'ALTER TABLE "orders" ALTER COLUMN "shop_name" SET NOT NULL, ALTER COLUMN "shop_phone" SET NOT NULL, ALTER COLUMN "customer_name" SET NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "orders" DROP COLUMN "customer_phone", DROP COLUMN "customer_name", DROP COLUMN "shop_phone", DROP COLUMN "shop_name"',
    );
  }
}
