import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes (section 34 of the CGST Act) against the tax invoices of delivered orders: each note
 * with its lines, and each shop's last credit note serial per financial year, a series of its own.
 */
export class CreditNotes1795700000000 implements MigrationInterface {
  name = 'CreditNotes1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "credit_note_counters" ("shop_id" uuid NOT NULL, "financial_year" smallint NOT NULL, "last_serial" integer NOT NULL, CONSTRAINT "PK_6fcb1e1bd750462073dc58c4ff6" PRIMARY KEY ("shop_id", "financial_year"))',
    );
    await queryRunner.query(
      'CREATE TABLE "credit_note_lines" ("credit_note_id" uuid NOT NULL, "position" smallint NOT NULL, "order_item_id" uuid NOT NULL, "description" character varying(100) NOT NULL, "hsn_code" character varying(8), "gst_rate" numeric(5,2) NOT NULL, "quantity" integer NOT NULL, "full_value" boolean NOT NULL, "taxable_value" numeric(12,2) NOT NULL, "gst" numeric(12,2) NOT NULL, ' +
        'CONSTRAINT "CHK_credit_note_lines_amounts" CHECK ("quantity" >= 1 AND "taxable_value" >= 0 AND "gst" >= 0), CONSTRAINT "PK_b7326004353e877bd6595661be3" PRIMARY KEY ("credit_note_id", "position"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_31d0a919023ac6e5743fc0adf0" ON "credit_note_lines" ("order_item_id") ');
    await queryRunner.query(
      'CREATE TABLE "credit_notes" ("shop_id" uuid NOT NULL, "financial_year" smallint NOT NULL, "serial" integer NOT NULL, "number" character varying(16) NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "supplier_name" character varying(100) NOT NULL, "supplier_address" character varying(300) NOT NULL, "supplier_gstin" character varying(15) NOT NULL, ' +
        '"id" uuid NOT NULL, "order_id" uuid NOT NULL, "invoice_number" character varying(16) NOT NULL, "invoice_date" TIMESTAMP WITH TIME ZONE NOT NULL, "reason" character varying(300) NOT NULL, "place_of_supply" character varying(100) NOT NULL, ' +
        '"taxable_value" numeric(12,2) NOT NULL, "gst" numeric(12,2) NOT NULL, "cgst" numeric(12,2) NOT NULL, "sgst" numeric(12,2) NOT NULL, "igst" numeric(12,2) NOT NULL, "delivery_charges" numeric(12,2) NOT NULL, "total" numeric(12,2) NOT NULL, ' +
        'CONSTRAINT "CHK_credit_notes_amounts" CHECK ("taxable_value" >= 0 AND "gst" >= 0 AND "delivery_charges" >= 0 AND "total" > 0 AND "total" = "taxable_value" + "gst" + "delivery_charges" AND "cgst" + "sgst" + "igst" IN ("gst", 0)), ' +
        'CONSTRAINT "PK_4933888a20b5469e119ad74b9e9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_12a0a4e4c6545da6b1130fd377" ON "credit_notes" ("order_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_credit_notes_shop_serial" ON "credit_notes" ("shop_id", "financial_year", "serial") ',
    );
    await queryRunner.query(
      'ALTER TABLE "credit_note_counters" ADD CONSTRAINT "FK_2500141890493a82b5ccc355387" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "credit_note_lines" ADD CONSTRAINT "FK_71a76737c78041f36d917f7affc" FOREIGN KEY ("credit_note_id") REFERENCES "credit_notes"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "credit_note_lines" ADD CONSTRAINT "FK_31d0a919023ac6e5743fc0adf0b" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "credit_notes" ADD CONSTRAINT "FK_94358b68d83d7b0bbacaf37bca1" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "credit_notes" ADD CONSTRAINT "FK_12a0a4e4c6545da6b1130fd3771" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "credit_note_lines"');
    await queryRunner.query('DROP TABLE "credit_notes"');
    await queryRunner.query('DROP TABLE "credit_note_counters"');
  }
}
