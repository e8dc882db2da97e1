-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- REVIEWS_OF_ORDERS ($1 orderIds)
SELECT
  "review"."id" AS "review_id",
  "review"."shop_id" AS "review_shop_id",
  "review"."order_id" AS "review_order_id",
  "review"."customer_id" AS "review_customer_id",
  "review"."rating" AS "review_rating",
  "review"."comment" AS "review_comment",
  "review"."created_at" AS "review_created_at"
FROM
  "shop_reviews" "review"
WHERE
  "review"."order_id" = ANY ($1);
