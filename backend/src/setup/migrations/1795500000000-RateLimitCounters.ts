import { MigrationInterface, QueryRunner } from 'typeorm';

/** One rate limiter for sign-in, registration, password changes and contact replaces the sign-in failure log. */
export class RateLimitCounters1795500000000 implements MigrationInterface {
  name = 'RateLimitCounters1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_limit_counters" ("key" character varying(400) NOT NULL, "hits" integer NOT NULL, "window_ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_rate_limit_counters" PRIMARY KEY ("key"))',
    );
    await queryRunner.query('DROP TABLE "login_failures"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "login_failures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(254) NOT NULL, "ip_address" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8211e8ec810fd7f976b98ce97a0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_30c48542442c0b9b92f5204fab" ON "login_failures" ("ip_address", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_10249fb3dd70fcf09e35fc8562" ON "login_failures" ("username", "created_at") ',
    );
    await queryRunner.query('DROP TABLE "rate_limit_counters"');
  }
}
