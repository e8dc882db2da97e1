import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discovery's nearest-first pages read their shops from the GiST index on the shops' points; the
 * shops of unknown location, which such a page may end with, come from this small partial index.
 */
export class NearestShops1795625000000 implements MigrationInterface {
  name = 'NearestShops1795625000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_shops_unlocated" ON "shops" ("id") WHERE "deleted_at" IS NULL AND ("latitude" IS NULL OR "longitude" IS NULL)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_shops_unlocated"');
  }
}
