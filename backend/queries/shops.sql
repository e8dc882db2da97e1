-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- ANY_SHOP ($1 id)
SELECT
  "shop"."id" AS "shop_id",
  "shop"."created_at" AS "shop_created_at",
  "shop"."updated_at" AS "shop_updated_at",
  "shop"."deleted_at" AS "shop_deleted_at",
  "shop"."name" AS "shop_name",
  "shop"."email" AS "shop_email",
  "shop"."phone" AS "shop_phone",
  "shop"."address" AS "shop_address",
  "shop"."gst_number" AS "shop_gst_number",
  "shop"."is_active" AS "shop_is_active",
  "shop"."latitude" AS "shop_latitude",
  "shop"."longitude" AS "shop_longitude",
  "shop"."location_precision" AS "shop_location_precision",
  "shop"."delivery_radius_km" AS "shop_delivery_radius_km",
  "shop"."minimum_order" AS "shop_minimum_order",
  "shop"."preparation_minutes" AS "shop_preparation_minutes",
  "shop"."opening_hours" AS "shop_opening_hours",
  "shop"."holidays" AS "shop_holidays",
  "shop"."commission_rate" AS "shop_commission_rate",
  "shop"."upi_id" AS "shop_upi_id",
  "shop"."upi_payee_name" AS "shop_upi_payee_name",
  "shop"."shopkeeper_id" AS "shop_shopkeeper_id"
FROM
  "shops" "shop"
WHERE
  "shop"."id" = $1;

-- LIVE_SHOP ($1 id)
SELECT
  "shop"."id" AS "shop_id",
  "shop"."created_at" AS "shop_created_at",
  "shop"."updated_at" AS "shop_updated_at",
  "shop"."deleted_at" AS "shop_deleted_at",
  "shop"."name" AS "shop_name",
  "shop"."email" AS "shop_email",
  "shop"."phone" AS "shop_phone",
  "shop"."address" AS "shop_address",
  "shop"."gst_number" AS "shop_gst_number",
  "shop"."is_active" AS "shop_is_active",
  "shop"."latitude" AS "shop_latitude",
  "shop"."longitude" AS "shop_longitude",
  "shop"."location_precision" AS "shop_location_precision",
  "shop"."delivery_radius_km" AS "shop_delivery_radius_km",
  "shop"."minimum_order" AS "shop_minimum_order",
  "shop"."preparation_minutes" AS "shop_preparation_minutes",
  "shop"."opening_hours" AS "shop_opening_hours",
  "shop"."holidays" AS "shop_holidays",
  "shop"."commission_rate" AS "shop_commission_rate",
  "shop"."upi_id" AS "shop_upi_id",
  "shop"."upi_payee_name" AS "shop_upi_payee_name",
  "shop"."shopkeeper_id" AS "shop_shopkeeper_id"
FROM
  "shops" "shop"
WHERE
  ("shop"."id" = $1)
  AND ("shop"."deleted_at" IS NULL);
