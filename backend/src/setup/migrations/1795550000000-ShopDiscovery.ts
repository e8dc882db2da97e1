import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discovery at city scale (issue 12): a shop's delivery radius (null: the configured
 * DELIVERY_RADIUS_KM), minimum order and preparation time; a GiST index on the shops' points
 * (earthdistance's `ll_to_earth`, on `cube`), so that "within so many km" reads the index; and
 * trigram and full-text indexes on the names that `q` searches: shops, categories and products.
 * The embedded PostgreSQL registers the same contrib modules at start-up.
 */
export class ShopDiscovery1795550000000 implements MigrationInterface {
  name = 'ShopDiscovery1795550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "cube"');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "earthdistance"');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS "pg_trgm"');
    await queryRunner.query(
      'ALTER TABLE "shops" ADD "delivery_radius_km" double precision, ADD "minimum_order" numeric(12,2), ' +
        'ADD "preparation_minutes" integer NOT NULL DEFAULT 20',
    );
    await queryRunner.query(
      'ALTER TABLE "shops" ADD CONSTRAINT "CHK_shops_delivery" CHECK ("delivery_radius_km" > 0 AND "delivery_radius_km" <= 1000 ' +
        'AND "minimum_order" > 0 AND "preparation_minutes" BETWEEN 1 AND 1440)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_shops_earth" ON "shops" USING gist (ll_to_earth("latitude", "longitude")) WHERE "deleted_at" IS NULL',
    );
    for (const [table, live] of [
      ['shops', ' WHERE "deleted_at" IS NULL'],
      ['categories', ''],
      ['products', ' WHERE "deleted_at" IS NULL'],
    ]) {
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_name_trgm" ON "${table}" USING gin ("name" gin_trgm_ops)${live}`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_name_words" ON "${table}" USING gin (to_tsvector('simple', "name"))${live}`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['products', 'categories', 'shops']) {
      await queryRunner.query(`DROP INDEX "public"."IDX_${table}_name_words"`);
      await queryRunner.query(`DROP INDEX "public"."IDX_${table}_name_trgm"`);
    }
    await queryRunner.query('DROP INDEX "public"."IDX_shops_earth"');
    await queryRunner.query('ALTER TABLE "shops" DROP CONSTRAINT "CHK_shops_delivery"');
    await queryRunner.query(
      'ALTER TABLE "shops" DROP COLUMN "preparation_minutes", DROP COLUMN "minimum_order", DROP COLUMN "delivery_radius_km"',
    );
    await queryRunner.query('DROP EXTENSION IF EXISTS "pg_trgm"');
    await queryRunner.query('DROP EXTENSION IF EXISTS "earthdistance"');
    await queryRunner.query('DROP EXTENSION IF EXISTS "cube"');
  }
}
