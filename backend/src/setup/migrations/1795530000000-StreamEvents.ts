import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live stream's events, kept two days so that a client reconnecting with `Last-Event-ID`
 * is replayed what it missed. Ids grow in commit order (see EventsService.record); each viewer
 * reads its own by shop or by customer, newest-first pruning by date.
 */
export class StreamEvents1795530000000 implements MigrationInterface {
  name = 'StreamEvents1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stream_event" (
        "id" bigserial PRIMARY KEY,
        "type" character varying(40) NOT NULL,
        "shop_id" uuid,
        "customer_id" uuid,
        "data" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
      )`,
    );
    await queryRunner.query('CREATE INDEX "IDX_stream_event_shop" ON "stream_event" ("shop_id", "id")');
    await queryRunner.query('CREATE INDEX "IDX_stream_event_customer" ON "stream_event" ("customer_id", "id")');
    await queryRunner.query('CREATE INDEX "IDX_stream_event_created_at" ON "stream_event" ("created_at")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "stream_event"');
  }
}
