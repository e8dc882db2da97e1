import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMessages1795386093198 implements MigrationInterface {
  name = 'ContactMessages1795386093198';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(20), "subject" character varying(150) NOT NULL, "category" character varying(32) NOT NULL, "message" character varying(5000) NOT NULL, "ip_address" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_contact_messages_category" CHECK ("category" IN (\'General Inquiry\', \'Technical Support\', \'Account Issues\', \'Order Problems\', \'Payment Issues\', \'Delivery Problems\', \'Shop Registration\', \'Partnership\', \'Feedback\', \'Other\')), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_11eb2c3d2d9e07f264907f40ef" ON "contact_messages" ("created_at") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_b9718399d47105789a992beb91" ON "contact_messages" ("ip_address", "created_at") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."IDX_b9718399d47105789a992beb91"');
    await queryRunner.query('DROP INDEX "public"."IDX_11eb2c3d2d9e07f264907f40ef"');
    await queryRunner.query('DROP TABLE "contact_messages"');
  }
}
