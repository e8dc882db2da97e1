import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The product CSV files each shop committed, by the hash of their content: two commits of
 * one file (a double click, a second tab) create its rows once.
 */
export class ProductImports1795650000000 implements MigrationInterface {
  name = 'ProductImports1795650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "product_imports" (
        "shop_id" uuid NOT NULL REFERENCES "shops" ("id") ON DELETE CASCADE,
        "file_hash" character varying(64) NOT NULL,
        "committed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_product_imports" PRIMARY KEY ("shop_id", "file_hash")
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "product_imports"');
  }
}
