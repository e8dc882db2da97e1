import { MigrationInterface, QueryRunner } from 'typeorm';

export class CartAndOrders1795425394824 implements MigrationInterface {
  name = 'CartAndOrders1795425394824';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "carts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "customer_id" uuid NOT NULL, "shop_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_5a9dade7a4baafc128f8e0d8041" UNIQUE ("customer_id"), CONSTRAINT "PK_b5f695a59f5ebb50af3c8160816" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "cart_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "cart_id" uuid NOT NULL, "product_id" uuid NOT NULL, "quantity" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_cart_items_cart_product" UNIQUE ("cart_id", "product_id"), CONSTRAINT "CHK_cart_items_quantity" CHECK ("quantity" BETWEEN 1 AND 99), CONSTRAINT "PK_6fccf5ec03c172d27a28a82928b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_30e89257a105eab7648a35c7fc" ON "cart_items" ("product_id") ');
    await queryRunner.query(
      'CREATE TABLE "order_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "role" character varying(16) NOT NULL, "user_id" uuid, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "CHK_order_status_changes_role" CHECK ("role" IN (\'customer\', \'shopkeeper\', \'admin\')), CONSTRAINT "CHK_order_status_changes_status" CHECK ("status" IN (\'pending\', \'confirmed\', \'ready for pickup\', \'dispatched\', \'delivered\', \'complete\', \'cancelled\')), CONSTRAINT "PK_f48e3dcc44bc80aa0f48d522019" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_1e9458d28333cdc15f858f5e81" ON "order_status_changes" ("order_id", "changed_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "customer_id" uuid NOT NULL, "shop_id" uuid NOT NULL, "status" character varying(20) NOT NULL, "payment_method" character varying(20) NOT NULL, "total_amount" numeric(12,2) NOT NULL, "gst_amount" numeric(12,2) NOT NULL, "delivery_charges" numeric(12,2) NOT NULL, "delivery_fee" numeric(12,2) NOT NULL, "final_amount" numeric(12,2) NOT NULL, "customer_address_id" uuid, "address_title" character varying(50) NOT NULL, "address_line" character varying(200) NOT NULL, "address_city" character varying(100) NOT NULL, "address_state" character varying(100) NOT NULL, "address_pincode" character(6) NOT NULL, "idempotency_key" character varying(100), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_orders_payment_method" CHECK ("payment_method" IN (\'cash_on_delivery\')), CONSTRAINT "CHK_orders_status" CHECK ("status" IN (\'pending\', \'confirmed\', \'ready for pickup\', \'dispatched\', \'delivered\', \'complete\', \'cancelled\')), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_orders_customer_idempotency_key" ON "orders" ("customer_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "IDX_c884e321f927d5b86aac7c8f9e" ON "orders" ("created_at") ');
    await queryRunner.query('CREATE INDEX "IDX_62750129a77dce3c75862a7fdb" ON "orders" ("shop_id", "created_at") ');
    await queryRunner.query('CREATE INDEX "IDX_11fefa35e3ef25881234b8b89a" ON "orders" ("customer_id", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "order_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "product_id" uuid, "product_name" character varying(100) NOT NULL, "unit_price" numeric(12,2) NOT NULL, "gst_rate" numeric(5,2) NOT NULL, "gst_included" boolean NOT NULL, "quantity" integer NOT NULL, "total_price" numeric(12,2) NOT NULL, "gst_amount" numeric(12,2) NOT NULL, "fulfillment_status" character varying(20) NOT NULL DEFAULT \'pending\', "position" integer NOT NULL, CONSTRAINT "CHK_order_items_fulfillment_status" CHECK ("fulfillment_status" IN (\'pending\', \'fulfilled\', \'not fulfillable\')), CONSTRAINT "CHK_order_items_quantity" CHECK ("quantity" BETWEEN 1 AND 99), CONSTRAINT "PK_005269d8574e6fac0493715c308" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_145532db85752b29c57d2b7b1f" ON "order_items" ("order_id") ');
    await queryRunner.query('CREATE INDEX "IDX_9263386c35b6b242540f9493b0" ON "order_items" ("product_id") ');
    await queryRunner.query(
      'ALTER TABLE "carts" ADD CONSTRAINT "FK_5a9dade7a4baafc128f8e0d8041" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "carts" ADD CONSTRAINT "FK_8714d579c062406f39f59230b2a" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "cart_items" ADD CONSTRAINT "FK_6385a745d9e12a89b859bb25623" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "cart_items" ADD CONSTRAINT "FK_30e89257a105eab7648a35c7fce" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "order_status_changes" ADD CONSTRAINT "FK_98fbf25a64a4f488d2289a1b3c8" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "order_status_changes" ADD CONSTRAINT "FK_eb1360b50495c94b42af1a180f8" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "orders" ADD CONSTRAINT "FK_772d0ce0473ac2ccfa26060dbe9" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "orders" ADD CONSTRAINT "FK_33f20db82908f7685a5c0c58ac6" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "orders" ADD CONSTRAINT "FK_9f711de068b1ba6341ffa167cde" FOREIGN KEY ("customer_address_id") REFERENCES "addresses"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "order_items" ADD CONSTRAINT "FK_145532db85752b29c57d2b7b1f1" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "order_items" ADD CONSTRAINT "FK_9263386c35b6b242540f9493b00" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "order_items" DROP CONSTRAINT "FK_9263386c35b6b242540f9493b00"');
    await queryRunner.query('ALTER TABLE "order_items" DROP CONSTRAINT "FK_145532db85752b29c57d2b7b1f1"');
    await queryRunner.query('ALTER TABLE "orders" DROP CONSTRAINT "FK_9f711de068b1ba6341ffa167cde"');
    await queryRunner.query('ALTER TABLE "orders" DROP CONSTRAINT "FK_33f20db82908f7685a5c0c58ac6"');
    await queryRunner.query('ALTER TABLE "orders" DROP CONSTRAINT "FK_772d0ce0473ac2ccfa26060dbe9"');
    await queryRunner.query('ALTER TABLE "order_status_changes" DROP CONSTRAINT "FK_eb1360b50495c94b42af1a180f8"');
    await queryRunner.query('ALTER TABLE "order_status_changes" DROP CONSTRAINT "FK_98fbf25a64a4f488d2289a1b3c8"');
    await queryRunner.query('ALTER TABLE "cart_items" DROP CONSTRAINT "FK_30e89257a105eab7648a35c7fce"');
    await queryRunner.query('ALTER TABLE "cart_items" DROP CONSTRAINT "FK_6385a745d9e12a89b859bb25623"');
    await queryRunner.query('ALTER TABLE "carts" DROP CONSTRAINT "FK_8714d579c062406f39f59230b2a"');
    await queryRunner.query('ALTER TABLE "carts" DROP CONSTRAINT "FK_5a9dade7a4baafc128f8e0d8041"');
    await queryRunner.query('DROP INDEX "public"."IDX_9263386c35b6b242540f9493b0"');
    await queryRunner.query('DROP INDEX "public"."IDX_145532db85752b29c57d2b7b1f"');
    await queryRunner.query('DROP TABLE "order_items"');
    await queryRunner.query('DROP INDEX "public"."IDX_11fefa35e3ef25881234b8b89a"');
    await queryRunner.query('DROP INDEX "public"."IDX_62750129a77dce3c75862a7fdb"');
    await queryRunner.query('DROP INDEX "public"."IDX_c884e321f927d5b86aac7c8f9e"');
    await queryRunner.query('DROP INDEX "public"."UQ_orders_customer_idempotency_key"');
    await queryRunner.query('DROP TABLE "orders"');
    await queryRunner.query('DROP INDEX "public"."IDX_1e9458d28333cdc15f858f5e81"');
    await queryRunner.query('DROP TABLE "order_status_changes"');
    await queryRunner.query('DROP INDEX "public"."IDX_30e89257a105eab7648a35c7fc"');
    await queryRunner.query('DROP TABLE "cart_items"');
    await queryRunner.query('DROP TABLE "carts"');
  }
}
