import { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalogue1795424855437 implements MigrationInterface {
  name = 'Catalogue1795424855437';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "shops" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(20) NOT NULL, "address" character varying(300) NOT NULL, "gst_number" character varying(15) NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "latitude" double precision, "longitude" double precision, "shopkeeper_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3c6aaa6607d287de99815e60b96" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "shop_id" uuid NOT NULL, "name" character varying(50) NOT NULL, "description" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_b7782b67d6bffd48a980289eee" ON "categories" ("shop_id") ');
    await queryRunner.query(
      'CREATE TABLE "products" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "shop_id" uuid NOT NULL, "category_id" uuid, "name" character varying(100) NOT NULL, "description" character varying(1000), "weight" character varying(50) NOT NULL, "original_price" numeric(12,2) NOT NULL, "discounted_price" numeric(12,2) NOT NULL, "gst_percentage" numeric(5,2) NOT NULL, "gst_included" boolean NOT NULL DEFAULT true, "is_in_stock" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_products_gst" CHECK ("gst_percentage" >= 0 AND "gst_percentage" <= 100), CONSTRAINT "CHK_products_prices" CHECK ("original_price" > 0 AND "discounted_price" > 0 AND "discounted_price" <= "original_price"), CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_9a5f6868c96e0069e699f33e12" ON "products" ("category_id") ');
    await queryRunner.query('CREATE INDEX "IDX_6bc52ad92f04d0b99472dbda8c" ON "products" ("shop_id", "name") ');
    await queryRunner.query(
      'ALTER TABLE "shops" ADD CONSTRAINT "FK_f2c44523a588416ae7110ea7367" FOREIGN KEY ("shopkeeper_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "categories" ADD CONSTRAINT "FK_b7782b67d6bffd48a980289eee1" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "products" ADD CONSTRAINT "FK_9e952e93f369f16e27dd786c33f" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "products" ADD CONSTRAINT "FK_9a5f6868c96e0069e699f33e124" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_shops_one_per_shopkeeper" ON "shops" ("shopkeeper_id") WHERE "deleted_at" IS NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_categories_shop_name" ON "categories" ("shop_id", lower("name"))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_categories_shop_name"');
    await queryRunner.query('DROP INDEX "UQ_shops_one_per_shopkeeper"');
    await queryRunner.query('ALTER TABLE "products" DROP CONSTRAINT "FK_9a5f6868c96e0069e699f33e124"');
    await queryRunner.query('ALTER TABLE "products" DROP CONSTRAINT "FK_9e952e93f369f16e27dd786c33f"');
    await queryRunner.query('ALTER TABLE "categories" DROP CONSTRAINT "FK_b7782b67d6bffd48a980289eee1"');
    await queryRunner.query('ALTER TABLE "shops" DROP CONSTRAINT "FK_f2c44523a588416ae7110ea7367"');
    await queryRunner.query('DROP INDEX "public"."IDX_6bc52ad92f04d0b99472dbda8c"');
    await queryRunner.query('DROP INDEX "public"."IDX_9a5f6868c96e0069e699f33e12"');
    await queryRunner.query('DROP TABLE "products"');
    await queryRunner.query('DROP INDEX "public"."IDX_b7782b67d6bffd48a980289eee"');
    await queryRunner.query('DROP TABLE "categories"');
    await queryRunner.query('DROP TABLE "shops"');
  }
}
