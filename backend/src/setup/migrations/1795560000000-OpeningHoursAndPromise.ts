import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Opening hours and the promise of time (issue 12, points 4 and 6): a shop's weekly schedule (jsonb
 * slots; empty, as for every shop so far, is open whenever active) and holiday dates; an order's
 * `promised_by`, set at checkout (null for the orders placed before).
 */
export class OpeningHoursAndPromise1795560000000 implements MigrationInterface {
  name = 'OpeningHoursAndPromise1795560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "shops" ADD "opening_hours" jsonb NOT NULL DEFAULT '[]', ADD "holidays" text array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query('ALTER TABLE "orders" ADD "promised_by" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "orders" DROP COLUMN "promised_by"');
    await queryRunner.query('ALTER TABLE "shops" DROP COLUMN "holidays", DROP COLUMN "opening_hours"');
  }
}
