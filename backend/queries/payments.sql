-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- CLAIM_UTR ($1 utr, $2 shopId, $3 paidFor, $4 paidForId)
INSERT INTO
  "utr_uses" (
    "utr",
    "shop_id",
    "paid_for",
    "paid_for_id",
    "used_at"
  )
VALUES
  ($1, $2, $3, $4, DEFAULT)
ON CONFLICT DO NOTHING
RETURNING
  "utr";
