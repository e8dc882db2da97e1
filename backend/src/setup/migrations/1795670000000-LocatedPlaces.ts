import { MigrationInterface, QueryRunner } from 'typeorm';
import { pincodeIn, pincodePlace } from '../../pincodes/pincode-directory';

/**
 * The delivery fees by distance that the admin sets, and every address and shop located (issue 32): how (`location_precision`: the pincode's centre or a
 * pin), and the places saved before, located now. A place with coordinates was pinned; an address
 * without is placed at its pincode's centre, a shop at that of the pincode in its free-text
 * address. An address whose pincode does not exist stays unlocated until it is edited.
 */
export class LocatedPlaces1795670000000 implements MigrationInterface {
  name = 'LocatedPlaces1795670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['addresses', 'shops']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "location_precision" character varying(7),
           ADD CONSTRAINT "CHK_${table}_location_precision" CHECK ("location_precision" IS NULL OR "location_precision" IN ('pincode', 'pin') AND num_nulls("latitude", "longitude") = 0)`,
      );
      // Half a point says nowhere: shops could be given a latitude alone.
      await queryRunner.query(
        `UPDATE "${table}" SET "latitude" = NULL, "longitude" = NULL WHERE num_nulls("latitude", "longitude") = 1`,
      );
      await queryRunner.query(`UPDATE "${table}" SET "location_precision" = 'pin' WHERE "latitude" IS NOT NULL`);
    }
    const pincodes: string[] = (
      await queryRunner.query(`SELECT DISTINCT "pincode" FROM "addresses" WHERE "location_precision" IS NULL`)
    ).map((row: { pincode: string }) => row.pincode);
    await locate(
      queryRunner,
      'addresses',
      'pincode',
      pincodes.map((pincode) => [pincode, pincode]),
    );
    const shops: { id: string; address: string }[] = await queryRunner.query(
      `SELECT "id", "address" FROM "shops" WHERE "location_precision" IS NULL`,
    );
    await locate(
      queryRunner,
      'shops',
      'id',
      shops.map((shop) => [shop.id, pincodeIn(shop.address)]),
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_fee_bands" (
        "up_to_km" double precision NOT NULL,
        "fee" numeric(12,2) NOT NULL,
        CONSTRAINT "PK_delivery_fee_bands" PRIMARY KEY ("up_to_km"),
        CONSTRAINT "CHK_delivery_fee_bands" CHECK ("up_to_km" > 0 AND "up_to_km" <= 1000 AND "fee" >= 0)
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "delivery_fee_bands"');
    for (const table of ['addresses', 'shops']) {
      await queryRunner.query(
        `UPDATE "${table}" SET "latitude" = NULL, "longitude" = NULL WHERE "location_precision" = 'pincode'`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP CONSTRAINT "CHK_${table}_location_precision", DROP "location_precision"`,
      );
    }
  }
}

/** Sets the rows of `table` whose `key` is the first of each pair at the centre of the pincode second. */
async function locate(
  queryRunner: QueryRunner,
  table: string,
  key: string,
  pairs: [string, string | undefined][],
): Promise<void> {
  const places = pairs.flatMap(([value, pincode]) => {
    const place = pincode === undefined ? undefined : pincodePlace(pincode);
    return place ? [{ value, place }] : [];
  });
  if (places.length === 0) return;
  await queryRunner.query(
    `UPDATE "${table}" SET "latitude" = place.latitude, "longitude" = place.longitude, "location_precision" = 'pincode'
     FROM unnest($1::text[], $2::double precision[], $3::double precision[]) AS place(value, latitude, longitude)
     WHERE "${table}"."${key}"::text = place.value AND "${table}"."location_precision" IS NULL`,
    [places.map((p) => p.value), places.map((p) => p.place.latitude), places.map((p) => p.place.longitude)],
  );
}
