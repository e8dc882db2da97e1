import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop's logo is its only image (owner kind 'shop'): at most one per shop, however two uploads
 * meet. A new logo replaces the one before in the same transaction.
 */
export class ShopLogos1795590000000 implements MigrationInterface {
  name = 'ShopLogos1795590000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_image_one_shop_logo" ON "image" ("owner_id") WHERE "owner_kind" = 'shop'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."UQ_image_one_shop_logo"');
  }
}
