-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- ACTIVE_CUSTOMER_BY_USERNAME ($1 username)
SELECT
  "user"."id" AS "user_id",
  "user"."created_at" AS "user_created_at",
  "user"."updated_at" AS "user_updated_at",
  "user"."name" AS "user_name",
  "user"."username" AS "user_username",
  "user"."email" AS "user_email",
  "user"."phone" AS "user_phone",
  "user"."role" AS "user_role",
  "user"."disabled_at" AS "user_disabled_at"
FROM
  "users" "user"
WHERE
  "user"."username" = $1
  AND "user"."role" = 'customer'
  AND "user"."disabled_at" IS NULL;

-- ACTIVE_CUSTOMERS_BY_PHONE ($1 lastTenDigits)
SELECT
  "user"."id" AS "user_id",
  "user"."created_at" AS "user_created_at",
  "user"."updated_at" AS "user_updated_at",
  "user"."name" AS "user_name",
  "user"."username" AS "user_username",
  "user"."email" AS "user_email",
  "user"."phone" AS "user_phone",
  "user"."role" AS "user_role",
  "user"."disabled_at" AS "user_disabled_at"
FROM
  "users" "user"
WHERE
  RIGHT(
    regexp_replace("user"."phone", '[^0-9]', '', 'g'),
    10
  ) = $1
  AND "user"."role" = 'customer'
  AND "user"."disabled_at" IS NULL
ORDER BY
  "user"."created_at" ASC
LIMIT
  2;

-- USER_BY_ID ($1 id)
SELECT
  "user"."id" AS "user_id",
  "user"."created_at" AS "user_created_at",
  "user"."updated_at" AS "user_updated_at",
  "user"."name" AS "user_name",
  "user"."username" AS "user_username",
  "user"."email" AS "user_email",
  "user"."phone" AS "user_phone",
  "user"."role" AS "user_role",
  "user"."disabled_at" AS "user_disabled_at"
FROM
  "users" "user"
WHERE
  "user"."id" = $1;
