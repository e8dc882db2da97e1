import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax invoices (issue 14): a product's optional HSN code, copied onto the order item at checkout;
 * the invoice of each delivered order, and each shop's last serial per financial year.
 */
export class Invoices1795610000000 implements MigrationInterface {
  name = 'Invoices1795610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "products" ADD "hsn_code" character varying(8), ' +
        `ADD CONSTRAINT "CHK_products_hsn_code" CHECK ("hsn_code" ~ '^[0-9]{4,8}$')`,
    );
    await queryRunner.query('ALTER TABLE "order_items" ADD "hsn_code" character varying(8)');
    await queryRunner.query(
      'CREATE TABLE "invoice_counters" ("shop_id" uuid NOT NULL, "financial_year" smallint NOT NULL, "last_serial" integer NOT NULL, CONSTRAINT "PK_3dd6e2b5db3330925656038fdca" PRIMARY KEY ("shop_id", "financial_year"))',
    );
    await queryRunner.query(
      'CREATE TABLE "invoices" ("order_id" uuid NOT NULL, "shop_id" uuid NOT NULL, "financial_year" smallint NOT NULL, "serial" integer NOT NULL, "number" character varying(16) NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "supplier_name" character varying(100) NOT NULL, "supplier_address" character varying(300) NOT NULL, "supplier_gstin" character varying(15) NOT NULL, CONSTRAINT "PK_ea83c3b911906a3578de2340fdf" PRIMARY KEY ("order_id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_invoices_shop_serial" ON "invoices" ("shop_id", "financial_year", "serial") ',
    );
    await queryRunner.query(
      'ALTER TABLE "invoice_counters" ADD CONSTRAINT "FK_caee27f3a90d9bf5c7f93a3647d" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "invoices" ADD CONSTRAINT "FK_ea83c3b911906a3578de2340fdf" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "invoices" ADD CONSTRAINT "FK_c4da2982a21e954b807c2d2c4b5" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "invoices"');
    await queryRunner.query('DROP TABLE "invoice_counters"');
    await queryRunner.query('ALTER TABLE "order_items" DROP COLUMN "hsn_code"');
    await queryRunner.query('ALTER TABLE "products" DROP CONSTRAINT "CHK_products_hsn_code", DROP COLUMN "hsn_code"');
  }
}
