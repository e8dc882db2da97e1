-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- ADDRESS_OF_USER ($1 userId, $2 id)
SELECT
  "address"."id" AS "address_id",
  "address"."created_at" AS "address_created_at",
  "address"."updated_at" AS "address_updated_at",
  "address"."deleted_at" AS "address_deleted_at",
  "address"."user_id" AS "address_user_id",
  "address"."title" AS "address_title",
  "address"."address_line" AS "address_address_line",
  "address"."city" AS "address_city",
  "address"."state" AS "address_state",
  "address"."pincode" AS "address_pincode",
  "address"."is_default" AS "address_is_default",
  "address"."latitude" AS "address_latitude",
  "address"."longitude" AS "address_longitude",
  "address"."location_precision" AS "address_location_precision"
FROM
  "addresses" "address"
WHERE
  (
    "address"."user_id" = $1
    AND "address"."id" = $2
  )
  AND ("address"."deleted_at" IS NULL);
