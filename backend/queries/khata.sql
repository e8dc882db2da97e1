-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- BALANCE_BEFORE ($1 khataId, $2 before)
SELECT
  "entry"."balance_after" AS "balance"
FROM
  "khata_entries" "entry"
WHERE
  "entry"."khata_id" = $1
  AND "entry"."created_at" < $2
ORDER BY
  "entry"."created_at" DESC,
  "entry"."number" DESC
LIMIT
  1;

-- CUSTOMER_KHATA_AT_SHOP ($1 shopId, $2 customerId)
SELECT
  "khata"."id" AS "khata_id",
  "khata"."shop_id" AS "khata_shop_id",
  "khata"."customer_id" AS "khata_customer_id",
  "khata"."credit_limit" AS "khata_credit_limit",
  "khata"."balance" AS "khata_balance",
  "khata"."entry_count" AS "khata_entry_count",
  "khata"."last_entry_at" AS "khata_last_entry_at",
  "khata"."frozen_at" AS "khata_frozen_at",
  "khata"."created_at" AS "khata_created_at",
  "khata"."updated_at" AS "khata_updated_at"
FROM
  "khatas" "khata"
WHERE
  "khata"."shop_id" = $1
  AND "khata"."customer_id" = $2;

-- INSERT_KHATA ($1 id, $2 shopId, $3 customerId, $4 creditLimit, $5 at)
INSERT INTO
  "khatas" (
    "id",
    "shop_id",
    "customer_id",
    "credit_limit",
    "balance",
    "entry_count",
    "last_entry_at",
    "frozen_at",
    "created_at",
    "updated_at"
  )
VALUES
  ($1, $2, $3, $4, 0, 0, DEFAULT, DEFAULT, $5, $5)
ON CONFLICT DO NOTHING
RETURNING
  "id";

-- INSERT_KHATA_ENTRY ($1 id, $2 khataId, $3 number, $4 kind, $5 amount, $6 balanceAfter, $7 orderId, $8 paidWith, $9 utr, $10 note, $11 recordedBy, $12 createdAt)
INSERT INTO
  "khata_entries" (
    "id",
    "khata_id",
    "number",
    "kind",
    "amount",
    "balance_after",
    "order_id",
    "paid_with",
    "utr",
    "note",
    "recorded_by",
    "created_at"
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12);

-- KHATA_ENTRIES_WITHIN ($1 khataId, $2 from, $3 until)
SELECT
  "entry"."id" AS "id",
  "entry"."number" AS "number",
  "entry"."kind" AS "kind",
  "entry"."amount" AS "amount",
  "entry"."balance_after" AS "balanceAfter",
  "entry"."order_id" AS "orderId",
  "entry"."paid_with" AS "paidWith",
  "entry"."utr" AS "utr",
  "entry"."note" AS "note",
  "entry"."created_at" AS "createdAt",
  (
    SELECT
      "named_user"."name" AS "named_user_name"
    FROM
      "users" "named_user"
    WHERE
      "named_user"."id" = "entry"."recorded_by"
  ) AS "recordedByName"
FROM
  "khata_entries" "entry"
WHERE
  "entry"."khata_id" = $1
  AND "entry"."created_at" >= $2
  AND "entry"."created_at" < $3
ORDER BY
  "entry"."number" ASC;

-- KHATA_ENTRY_ROW ($1 id)
SELECT
  "entry"."id" AS "id",
  "entry"."number" AS "number",
  "entry"."kind" AS "kind",
  "entry"."amount" AS "amount",
  "entry"."balance_after" AS "balanceAfter",
  "entry"."order_id" AS "orderId",
  "entry"."paid_with" AS "paidWith",
  "entry"."utr" AS "utr",
  "entry"."note" AS "note",
  "entry"."created_at" AS "createdAt",
  (
    SELECT
      "named_user"."name" AS "named_user_name"
    FROM
      "users" "named_user"
    WHERE
      "named_user"."id" = "entry"."recorded_by"
  ) AS "recordedByName"
FROM
  "khata_entries" "entry"
WHERE
  "entry"."id" = $1;

-- KHATA_OF_ORDER ($1 orderId)
SELECT
  "entry"."khata_id" AS "khataId"
FROM
  "khata_entries" "entry"
WHERE
  "entry"."order_id" = $1
  AND "entry"."kind" = 'order';

-- KHATA_ROW_AT_SHOP ($1 id, $2 shopId)
SELECT
  "khata"."id" AS "id",
  "khata"."shop_id" AS "shopId",
  "khata"."customer_id" AS "customerId",
  "khata"."credit_limit" AS "creditLimit",
  "khata"."balance" AS "balance",
  "khata"."last_entry_at" AS "lastEntryAt",
  "khata"."frozen_at" AS "frozenAt",
  "khata"."created_at" AS "createdAt",
  (
    SELECT
      "named_shop"."name" AS "named_shop_name"
    FROM
      "shops" "named_shop"
    WHERE
      "named_shop"."id" = "khata"."shop_id"
  ) AS "shopName",
  (
    SELECT
      "named_user"."name" AS "named_user_name"
    FROM
      "users" "named_user"
    WHERE
      "named_user"."id" = "khata"."customer_id"
  ) AS "customerName",
  (
    SELECT
      "named_user"."phone" AS "named_user_phone"
    FROM
      "users" "named_user"
    WHERE
      "named_user"."id" = "khata"."customer_id"
  ) AS "customerPhone"
FROM
  "khatas" "khata"
WHERE
  "khata"."id" = $1
  AND "khata"."shop_id" = $2;

-- KHATA_ROW_OF_CUSTOMER ($1 id, $2 customerId)
SELECT
  "khata"."id" AS "id",
  "khata"."shop_id" AS "shopId",
  "khata"."customer_id" AS "customerId",
  "khata"."credit_limit" AS "creditLimit",
  "khata"."balance" AS "balance",
  "khata"."last_entry_at" AS "lastEntryAt",
  "khata"."frozen_at" AS "frozenAt",
  "khata"."created_at" AS "createdAt",
  (
    SELECT
      "named_shop"."name" AS "named_shop_name"
    FROM
      "shops" "named_shop"
    WHERE
      "named_shop"."id" = "khata"."shop_id"
  ) AS "shopName",
  (
    SELECT
      "named_user"."name" AS "named_user_name"
    FROM
      "users" "named_user"
    WHERE
      "named_user"."id" = "khata"."customer_id"
  ) AS "customerName",
  (
    SELECT
      "named_user"."phone" AS "named_user_phone"
    FROM
      "users" "named_user"
    WHERE
      "named_user"."id" = "khata"."customer_id"
  ) AS "customerPhone"
FROM
  "khatas" "khata"
WHERE
  "khata"."id" = $1
  AND "khata"."customer_id" = $2;

-- LOCK_CUSTOMER_KHATA_AT_SHOP ($1 shopId, $2 customerId)
SELECT
  "khata"."id" AS "khata_id",
  "khata"."shop_id" AS "khata_shop_id",
  "khata"."customer_id" AS "khata_customer_id",
  "khata"."credit_limit" AS "khata_credit_limit",
  "khata"."balance" AS "khata_balance",
  "khata"."entry_count" AS "khata_entry_count",
  "khata"."last_entry_at" AS "khata_last_entry_at",
  "khata"."frozen_at" AS "khata_frozen_at",
  "khata"."created_at" AS "khata_created_at",
  "khata"."updated_at" AS "khata_updated_at"
FROM
  "khatas" "khata"
WHERE
  "khata"."shop_id" = $1
  AND "khata"."customer_id" = $2
FOR UPDATE;

-- LOCK_KHATA ($1 id)
SELECT
  "khata"."id" AS "khata_id",
  "khata"."shop_id" AS "khata_shop_id",
  "khata"."customer_id" AS "khata_customer_id",
  "khata"."credit_limit" AS "khata_credit_limit",
  "khata"."balance" AS "khata_balance",
  "khata"."entry_count" AS "khata_entry_count",
  "khata"."last_entry_at" AS "khata_last_entry_at",
  "khata"."frozen_at" AS "khata_frozen_at",
  "khata"."created_at" AS "khata_created_at",
  "khata"."updated_at" AS "khata_updated_at"
FROM
  "khatas" "khata"
WHERE
  "khata"."id" = $1
FOR UPDATE;

-- LOCK_KHATA_AT_SHOP ($1 id, $2 shopId)
SELECT
  "khata"."id" AS "khata_id",
  "khata"."shop_id" AS "khata_shop_id",
  "khata"."customer_id" AS "khata_customer_id",
  "khata"."credit_limit" AS "khata_credit_limit",
  "khata"."balance" AS "khata_balance",
  "khata"."entry_count" AS "khata_entry_count",
  "khata"."last_entry_at" AS "khata_last_entry_at",
  "khata"."frozen_at" AS "khata_frozen_at",
  "khata"."created_at" AS "khata_created_at",
  "khata"."updated_at" AS "khata_updated_at"
FROM
  "khatas" "khata"
WHERE
  "khata"."id" = $1
  AND "khata"."shop_id" = $2
FOR UPDATE;

-- OWED_FOR_ORDER ($1 khataId, $2 orderId)
SELECT
  CAST(
    COALESCE(SUM("entry"."amount" * 100), 0) AS bigint
  ) AS "owed"
FROM
  "khata_entries" "entry"
WHERE
  "entry"."khata_id" = $1
  AND "entry"."order_id" = $2
  AND "entry"."kind" <> 'refund';

-- RECORD_KHATA_BALANCE ($1 balance, $2 entryCount, $3 at, $4 id)
UPDATE "khatas"
SET
  "balance" = $1,
  "entry_count" = $2,
  "last_entry_at" = $3,
  "updated_at" = $3
WHERE
  "id" = $4;

-- UPDATE_KHATA_TERMS ($1 creditLimit, $2 frozenAt, $3 at, $4 id)
UPDATE "khatas"
SET
  "credit_limit" = $1,
  "frozen_at" = $2,
  "updated_at" = $3
WHERE
  "id" = $4;
