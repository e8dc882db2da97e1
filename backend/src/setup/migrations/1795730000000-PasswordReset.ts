import { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordReset1795730000000 implements MigrationInterface {
  name = 'PasswordReset1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "password_reset_codes" ("user_id" uuid NOT NULL, "code_hash" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "wrong_tries" smallint NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_password_reset_codes" PRIMARY KEY ("user_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "password_reset_codes" ADD CONSTRAINT "FK_password_reset_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "password_reset_codes" DROP CONSTRAINT "FK_password_reset_codes_user"');
    await queryRunner.query('DROP TABLE "password_reset_codes"');
  }
}
