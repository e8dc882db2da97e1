-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- DELIVERY_FEE_BANDS
SELECT
  "band"."up_to_km" AS "band_up_to_km",
  "band"."fee" AS "band_fee"
FROM
  "delivery_fee_bands" "band"
ORDER BY
  "band"."up_to_km" ASC;
