import { MigrationInterface, QueryRunner } from 'typeorm';

export class UserDisabledAt1795424549229 implements MigrationInterface {
  name = 'UserDisabledAt1795424549229';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD "disabled_at" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "disabled_at"');
  }
}
