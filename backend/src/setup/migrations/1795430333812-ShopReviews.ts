import { MigrationInterface, QueryRunner } from 'typeorm';

export class ShopReviews1795430333812 implements MigrationInterface {
  name = 'ShopReviews1795430333812';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "shop_reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "shop_id" uuid NOT NULL, "order_id" uuid NOT NULL, "customer_id" uuid NOT NULL, "rating" smallint NOT NULL, "comment" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_shop_reviews_rating" CHECK ("rating" BETWEEN 1 AND 5), CONSTRAINT "PK_a23a106ac13b95287196f31407f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_shop_reviews_order" ON "shop_reviews" ("order_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_d2d90c1843586f2b6486a86c00" ON "shop_reviews" ("shop_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "shop_reviews" ADD CONSTRAINT "FK_3994b4162c733cd1c061c04a9c3" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "shop_reviews" ADD CONSTRAINT "FK_c261934c4ba5e296230d479a21c" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "shop_reviews" ADD CONSTRAINT "FK_e58754e46fea55008b1f71c1fab" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "shop_reviews" DROP CONSTRAINT "FK_e58754e46fea55008b1f71c1fab"');
    await queryRunner.query('ALTER TABLE "shop_reviews" DROP CONSTRAINT "FK_c261934c4ba5e296230d479a21c"');
    await queryRunner.query('ALTER TABLE "shop_reviews" DROP CONSTRAINT "FK_3994b4162c733cd1c061c04a9c3"');
    await queryRunner.query('DROP INDEX "public"."IDX_d2d90c1843586f2b6486a86c00"');
    await queryRunner.query('DROP INDEX "public"."UQ_shop_reviews_order"');
    await queryRunner.query('DROP TABLE "shop_reviews"');
  }
}
