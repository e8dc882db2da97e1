import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions carry the signed-in user whole (id, role, shop), so requests no longer read the user:
 * what ends access (a new password, a disabled account) deletes the user's sessions instead, found
 * by this index. The session version that requests compared goes, and with it the sessions that
 * were signed in under it, which would no longer be understood.
 */
export class SessionsByUser1795515000000 implements MigrationInterface {
  name = 'SessionsByUser1795515000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "session"');
    await queryRunner.query(`CREATE INDEX "IDX_session_user" ON "session" (("sess" #>> '{passport,user,id}'))`);
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "session_version"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD "session_version" integer NOT NULL DEFAULT \'0\'');
    await queryRunner.query('DROP INDEX "IDX_session_user"');
  }
}
