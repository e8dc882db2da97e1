import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795385579149 implements MigrationInterface {
  name = 'Initial1795385579149';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "login_failures" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(254) NOT NULL, "ip_address" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8211e8ec810fd7f976b98ce97a0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_30c48542442c0b9b92f5204fab" ON "login_failures" ("ip_address", "created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_10249fb3dd70fcf09e35fc8562" ON "login_failures" ("username", "created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "username" character varying(32) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(20), "password_hash" character varying(255) NOT NULL, "role" character varying(16) NOT NULL, "session_version" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN (\'admin\', \'shopkeeper\', \'customer\'))',
    );
    // The session table as connect-pg-simple expects it.
    await queryRunner.query(
      'CREATE TABLE "session" ("sid" character varying NOT NULL PRIMARY KEY, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "IDX_session_expire" ON "session" ("expire")');
    await queryRunner.query(
      'CREATE TABLE "app_settings" ("key" character varying(64) NOT NULL PRIMARY KEY, "value" text NOT NULL)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "app_settings"');
    await queryRunner.query('DROP TABLE "session"');
    await queryRunner.query('DROP TABLE "users"');
    await queryRunner.query('DROP INDEX "public"."IDX_10249fb3dd70fcf09e35fc8562"');
    await queryRunner.query('DROP INDEX "public"."IDX_30c48542442c0b9b92f5204fab"');
    await queryRunner.query('DROP TABLE "login_failures"');
  }
}
