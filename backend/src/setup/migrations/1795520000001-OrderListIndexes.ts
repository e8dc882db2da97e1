import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the orders lists filtered by status: a shop's orders in one status and every order in
 * one status, newest first. The lists without a filter already have theirs (by shop, by customer,
 * by date), and so do an order's lines, its timeline and its review. Long lists answer the
 * planner's estimate of their total: the statistics of shop and status together keep it close for
 * a big shop's orders in one status, which are not a shop's share of that status everywhere.
 */
export class OrderListIndexes1795520000001 implements MigrationInterface {
  name = 'OrderListIndexes1795520000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_shop_status_created_at" ON "orders" ("shop_id", "status", "created_at") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_orders_status_created_at" ON "orders" ("status", "created_at") ');
    await queryRunner.query(
      'CREATE STATISTICS "STAT_orders_shop_status" (mcv, dependencies) ON "shop_id", "status" FROM "orders"',
    );
    await queryRunner.query('ANALYZE "orders"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP STATISTICS "STAT_orders_shop_status"');
    await queryRunner.query('DROP INDEX "public"."IDX_orders_status_created_at"');
    await queryRunner.query('DROP INDEX "public"."IDX_orders_shop_status_created_at"');
  }
}
