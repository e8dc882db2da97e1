import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pictures of products (and shop logos), re-encoded to WebP in two sizes, kept in the database so
 * that every API process serves them. An owner's images are read in order; a URL names its content
 * by hash.
 */
export class Images1795570000000 implements MigrationInterface {
  name = 'Images1795570000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "image" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "owner_kind" character varying(20) NOT NULL,
        "owner_id" uuid NOT NULL,
        "position" integer NOT NULL,
        "hash" character varying(32) NOT NULL,
        "thumbnail" bytea NOT NULL,
        "large" bytea NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
      )`,
    );
    await queryRunner.query('CREATE INDEX "IDX_image_owner" ON "image" ("owner_kind", "owner_id", "position")');
    await queryRunner.query('CREATE INDEX "IDX_image_hash" ON "image" ("hash")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "image"');
  }
}
