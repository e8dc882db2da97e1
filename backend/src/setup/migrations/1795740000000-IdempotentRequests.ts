import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotentRequests1795740000000 implements MigrationInterface {
  name = 'IdempotentRequests1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "idempotent_requests" ("user_id" uuid NOT NULL, "key" character varying(100) NOT NULL, "method" character varying(10) NOT NULL, "path" character varying(300) NOT NULL, "request_hash" character(64) NOT NULL, "status_code" smallint, "response" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_idempotent_requests" PRIMARY KEY ("user_id", "key"))',
    );
    await queryRunner.query(
      'ALTER TABLE "idempotent_requests" ADD CONSTRAINT "FK_idempotent_requests_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "idempotent_requests" DROP CONSTRAINT "FK_idempotent_requests_user"');
    await queryRunner.query('DROP TABLE "idempotent_requests"');
  }
}
