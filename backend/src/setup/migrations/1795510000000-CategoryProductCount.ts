import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Categories keep the number of their live products, so that they never read the products table:
 * counted once here from the live (not soft-deleted) products, then kept by `ProductsService`.
 */
export class CategoryProductCount1795510000000 implements MigrationInterface {
  name = 'CategoryProductCount1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "categories" ADD "product_count" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query(
      'UPDATE "categories" SET "product_count" = "live"."count" FROM (SELECT "category_id", count(*)::int AS "count" FROM "products" WHERE "deleted_at" IS NULL GROUP BY "category_id") AS "live" WHERE "live"."category_id" = "categories"."id"',
    );
    await queryRunner.query(
      'ALTER TABLE "categories" ADD CONSTRAINT "CHK_categories_product_count" CHECK ("product_count" >= 0)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "categories" DROP CONSTRAINT "CHK_categories_product_count"');
    await queryRunner.query('ALTER TABLE "categories" DROP COLUMN "product_count"');
  }
}
