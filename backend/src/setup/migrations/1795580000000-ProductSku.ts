import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's optional SKU, the shopkeeper's own code for it: unique among the shop's live
 * products ignoring case, so that a CSV import updates the product its row names.
 */
export class ProductSku1795580000000 implements MigrationInterface {
  name = 'ProductSku1795580000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "products" ADD "sku" character varying(64)');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_products_shop_sku" ON "products" ("shop_id", lower("sku")) WHERE "deleted_at" IS NULL AND "sku" IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."UQ_products_shop_sku"');
    await queryRunner.query('ALTER TABLE "products" DROP COLUMN "sku"');
  }
}
