import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock counts (issue 13): a product may count its units (null: not counted) with a threshold
 * under which it is low; the count never goes below 0. An order item remembers whether checkout took
 * its units, so that a cancellation or a line not fulfilled gives back exactly what was taken.
 */
export class StockCounts1795620000000 implements MigrationInterface {
  name = 'StockCounts1795620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "products" ADD "stock_quantity" integer, ADD "low_stock_threshold" integer, ' +
        'ADD CONSTRAINT "CHK_products_stock" CHECK ("stock_quantity" >= 0 AND "low_stock_threshold" >= 0)',
    );
    await queryRunner.query('ALTER TABLE "order_items" ADD "stock_taken" boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "order_items" DROP COLUMN "stock_taken"');
    await queryRunner.query(
      'ALTER TABLE "products" DROP CONSTRAINT "CHK_products_stock", DROP COLUMN "low_stock_threshold", DROP COLUMN "stock_quantity"',
    );
  }
}
