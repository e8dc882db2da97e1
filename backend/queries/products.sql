-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- LIVE_PRODUCT ($1 id)
SELECT
  "product"."id" AS "product_id",
  "product"."created_at" AS "product_created_at",
  "product"."updated_at" AS "product_updated_at",
  "product"."deleted_at" AS "product_deleted_at",
  "product"."shop_id" AS "product_shop_id",
  "product"."category_id" AS "product_category_id",
  "product"."name" AS "product_name",
  "product"."sku" AS "product_sku",
  "product"."description" AS "product_description",
  "product"."hsn_code" AS "product_hsn_code",
  "product"."weight" AS "product_weight",
  "product"."original_price" AS "product_original_price",
  "product"."discounted_price" AS "product_discounted_price",
  "product"."gst_percentage" AS "product_gst_percentage",
  "product"."gst_included" AS "product_gst_included",
  "product"."is_in_stock" AS "product_is_in_stock",
  "product"."stock_quantity" AS "product_stock_quantity",
  "product"."low_stock_threshold" AS "product_low_stock_threshold"
FROM
  "products" "product"
WHERE
  ("product"."id" = $1)
  AND ("product"."deleted_at" IS NULL);

-- PRODUCT_VIEWS_BY_ID ($1 ids)
SELECT
  "product"."id" AS "id",
  "product"."shop_id" AS "shopId",
  "product"."category_id" AS "categoryId",
  "product"."name" AS "name",
  "product"."sku" AS "sku",
  "product"."hsn_code" AS "hsnCode",
  "product"."description" AS "description",
  "product"."weight" AS "weight",
  "product"."original_price" AS "originalPrice",
  "product"."discounted_price" AS "discountedPrice",
  "product"."gst_percentage" AS "gstPercentage",
  "product"."gst_included" AS "gstIncluded",
  (
    "product"."is_in_stock"
    AND COALESCE("product"."stock_quantity" > 0, TRUE)
  ) AS "isInStock",
  "product"."stock_quantity" AS "stockQuantity",
  "product"."low_stock_threshold" AS "lowStockThreshold",
  "product"."created_at" AS "createdAt",
  "product"."updated_at" AS "updatedAt",
  "product"."deleted_at" AS "deletedAt",
  COALESCE(
    "product"."stock_quantity" <= "product"."low_stock_threshold",
    FALSE
  ) AS "lowStock",
  (
    SELECT
      "category"."name" AS "category_name"
    FROM
      "categories" "category"
    WHERE
      "category"."id" = "product"."category_id"
  ) AS "categoryName",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            image.id,
            'url',
            '/api/images/' || image.hash || '/large.webp',
            'thumbnailUrl',
            '/api/images/' || image.hash || '/thumbnail.webp'
          )
          ORDER BY
            image.position
        ),
        '[]'::json
      )
    FROM
      image
    WHERE
      image.owner_kind = 'product'
      AND image.owner_id = "product"."id"
  ) AS "images"
FROM
  "products" "product"
WHERE
  "product"."id" = ANY ($1);

-- a page of products: {"condition":"EXISTS (SELECT 1 FROM \"shops\" \"live_shop\" WHERE ( \"live_shop\".\"id\" = product.shopId ) AND ( \"live_shop\".\"deleted_at\" IS NULL ))","search":"word number"}, filter [], sort ["name","ASC"], rows 0 to 999
SELECT
  "product"."id" AS "id",
  "product"."shop_id" AS "shopId",
  "product"."category_id" AS "categoryId",
  "product"."name" AS "name",
  "product"."sku" AS "sku",
  "product"."hsn_code" AS "hsnCode",
  "product"."description" AS "description",
  "product"."weight" AS "weight",
  "product"."original_price" AS "originalPrice",
  "product"."discounted_price" AS "discountedPrice",
  "product"."gst_percentage" AS "gstPercentage",
  "product"."gst_included" AS "gstIncluded",
  (
    "product"."is_in_stock"
    AND COALESCE("product"."stock_quantity" > 0, TRUE)
  ) AS "isInStock",
  "product"."stock_quantity" AS "stockQuantity",
  "product"."low_stock_threshold" AS "lowStockThreshold",
  "product"."created_at" AS "createdAt",
  "product"."updated_at" AS "updatedAt",
  "product"."deleted_at" AS "deletedAt",
  COALESCE(
    "product"."stock_quantity" <= "product"."low_stock_threshold",
    FALSE
  ) AS "lowStock",
  (
    SELECT
      "category"."name" AS "category_name"
    FROM
      "categories" "category"
    WHERE
      "category"."id" = "product"."category_id"
  ) AS "categoryName",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            image.id,
            'url',
            '/api/images/' || image.hash || '/large.webp',
            'thumbnailUrl',
            '/api/images/' || image.hash || '/thumbnail.webp'
          )
          ORDER BY
            image.position
        ),
        '[]'::json
      )
    FROM
      image
    WHERE
      image.owner_kind = 'product'
      AND image.owner_id = "product"."id"
  ) AS "images",
  COUNT(*) OVER () AS "list_total"
FROM
  "products" "product"
WHERE
  (
    "product"."shop_id" = $1
    AND EXISTS (
      SELECT
        1
      FROM
        "shops" "live_shop"
      WHERE
        ("live_shop"."id" = "product"."shop_id")
        AND ("live_shop"."deleted_at" IS NULL)
    )
    AND (
      "product"."name" ILIKE $2
      OR to_tsvector('simple', "product"."name") @@ plainto_tsquery('simple', $3)
      OR (
        (
          $4 <<% "product"."name"
          OR to_tsvector('simple', "product"."name") @@ (
            SELECT
              CAST(
                string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
              )
            FROM
              search_words known
            WHERE
              known.key = ANY (search_typo_keys ($4))
              AND NOT EXISTS (
                SELECT
                  1
                FROM
                  search_words typed
                WHERE
                  typed.key = $4
              )
          )
        )
        AND "product"."name" ILIKE $5
      )
    )
  )
  AND ("product"."deleted_at" IS NULL)
ORDER BY
  "product"."name" ASC,
  "product"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of products: {"condition":"EXISTS (SELECT 1 FROM \"shops\" \"live_shop\" WHERE ( \"live_shop\".\"id\" = product.shopId ) AND ( \"live_shop\".\"deleted_at\" IS NULL ))","search":null}, filter [], sort ["discountedPrice","ASC"], rows 24 to 47
SELECT
  "product"."id" AS "id",
  "product"."shop_id" AS "shopId",
  "product"."category_id" AS "categoryId",
  "product"."name" AS "name",
  "product"."sku" AS "sku",
  "product"."hsn_code" AS "hsnCode",
  "product"."description" AS "description",
  "product"."weight" AS "weight",
  "product"."original_price" AS "originalPrice",
  "product"."discounted_price" AS "discountedPrice",
  "product"."gst_percentage" AS "gstPercentage",
  "product"."gst_included" AS "gstIncluded",
  (
    "product"."is_in_stock"
    AND COALESCE("product"."stock_quantity" > 0, TRUE)
  ) AS "isInStock",
  "product"."stock_quantity" AS "stockQuantity",
  "product"."low_stock_threshold" AS "lowStockThreshold",
  "product"."created_at" AS "createdAt",
  "product"."updated_at" AS "updatedAt",
  "product"."deleted_at" AS "deletedAt",
  COALESCE(
    "product"."stock_quantity" <= "product"."low_stock_threshold",
    FALSE
  ) AS "lowStock",
  (
    SELECT
      "category"."name" AS "category_name"
    FROM
      "categories" "category"
    WHERE
      "category"."id" = "product"."category_id"
  ) AS "categoryName",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            image.id,
            'url',
            '/api/images/' || image.hash || '/large.webp',
            'thumbnailUrl',
            '/api/images/' || image.hash || '/thumbnail.webp'
          )
          ORDER BY
            image.position
        ),
        '[]'::json
      )
    FROM
      image
    WHERE
      image.owner_kind = 'product'
      AND image.owner_id = "product"."id"
  ) AS "images",
  COUNT(*) OVER () AS "list_total"
FROM
  "products" "product"
WHERE
  (
    "product"."shop_id" = $1
    AND EXISTS (
      SELECT
        1
      FROM
        "shops" "live_shop"
      WHERE
        ("live_shop"."id" = "product"."shop_id")
        AND ("live_shop"."deleted_at" IS NULL)
    )
  )
  AND ("product"."deleted_at" IS NULL)
ORDER BY
  "product"."discounted_price" ASC,
  "product"."id" ASC
LIMIT
  24
OFFSET
  24;

-- a page of products: {"condition":"EXISTS (SELECT 1 FROM \"shops\" \"live_shop\" WHERE ( \"live_shop\".\"id\" = product.shopId ) AND ( \"live_shop\".\"deleted_at\" IS NULL ))","search":null}, filter [], sort ["name","ASC"], rows 0 to 999
SELECT
  "product"."id" AS "id",
  "product"."shop_id" AS "shopId",
  "product"."category_id" AS "categoryId",
  "product"."name" AS "name",
  "product"."sku" AS "sku",
  "product"."hsn_code" AS "hsnCode",
  "product"."description" AS "description",
  "product"."weight" AS "weight",
  "product"."original_price" AS "originalPrice",
  "product"."discounted_price" AS "discountedPrice",
  "product"."gst_percentage" AS "gstPercentage",
  "product"."gst_included" AS "gstIncluded",
  (
    "product"."is_in_stock"
    AND COALESCE("product"."stock_quantity" > 0, TRUE)
  ) AS "isInStock",
  "product"."stock_quantity" AS "stockQuantity",
  "product"."low_stock_threshold" AS "lowStockThreshold",
  "product"."created_at" AS "createdAt",
  "product"."updated_at" AS "updatedAt",
  "product"."deleted_at" AS "deletedAt",
  COALESCE(
    "product"."stock_quantity" <= "product"."low_stock_threshold",
    FALSE
  ) AS "lowStock",
  (
    SELECT
      "category"."name" AS "category_name"
    FROM
      "categories" "category"
    WHERE
      "category"."id" = "product"."category_id"
  ) AS "categoryName",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            image.id,
            'url',
            '/api/images/' || image.hash || '/large.webp',
            'thumbnailUrl',
            '/api/images/' || image.hash || '/thumbnail.webp'
          )
          ORDER BY
            image.position
        ),
        '[]'::json
      )
    FROM
      image
    WHERE
      image.owner_kind = 'product'
      AND image.owner_id = "product"."id"
  ) AS "images",
  COUNT(*) OVER () AS "list_total"
FROM
  "products" "product"
WHERE
  (
    "product"."shop_id" = $1
    AND EXISTS (
      SELECT
        1
      FROM
        "shops" "live_shop"
      WHERE
        ("live_shop"."id" = "product"."shop_id")
        AND ("live_shop"."deleted_at" IS NULL)
    )
  )
  AND ("product"."deleted_at" IS NULL)
ORDER BY
  "product"."name" ASC,
  "product"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of products: {"condition":null,"search":null}, filter [["categoryId","null"]], sort ["name","ASC"], rows 0 to 999
SELECT
  "product"."id" AS "id",
  "product"."shop_id" AS "shopId",
  "product"."category_id" AS "categoryId",
  "product"."name" AS "name",
  "product"."sku" AS "sku",
  "product"."hsn_code" AS "hsnCode",
  "product"."description" AS "description",
  "product"."weight" AS "weight",
  "product"."original_price" AS "originalPrice",
  "product"."discounted_price" AS "discountedPrice",
  "product"."gst_percentage" AS "gstPercentage",
  "product"."gst_included" AS "gstIncluded",
  (
    "product"."is_in_stock"
    AND COALESCE("product"."stock_quantity" > 0, TRUE)
  ) AS "isInStock",
  "product"."stock_quantity" AS "stockQuantity",
  "product"."low_stock_threshold" AS "lowStockThreshold",
  "product"."created_at" AS "createdAt",
  "product"."updated_at" AS "updatedAt",
  "product"."deleted_at" AS "deletedAt",
  COALESCE(
    "product"."stock_quantity" <= "product"."low_stock_threshold",
    FALSE
  ) AS "lowStock",
  (
    SELECT
      "category"."name" AS "category_name"
    FROM
      "categories" "category"
    WHERE
      "category"."id" = "product"."category_id"
  ) AS "categoryName",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            image.id,
            'url',
            '/api/images/' || image.hash || '/large.webp',
            'thumbnailUrl',
            '/api/images/' || image.hash || '/thumbnail.webp'
          )
          ORDER BY
            image.position
        ),
        '[]'::json
      )
    FROM
      image
    WHERE
      image.owner_kind = 'product'
      AND image.owner_id = "product"."id"
  ) AS "images",
  COUNT(*) OVER () AS "list_total"
FROM
  "products" "product"
WHERE
  (
    "product"."shop_id" = $1
    AND "product"."category_id" IS NULL
  )
  AND ("product"."deleted_at" IS NULL)
ORDER BY
  "product"."name" ASC,
  "product"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of products: {"condition":null,"search":null}, filter [], sort ["name","ASC"], rows 0 to 999
SELECT
  "product"."id" AS "id",
  "product"."shop_id" AS "shopId",
  "product"."category_id" AS "categoryId",
  "product"."name" AS "name",
  "product"."sku" AS "sku",
  "product"."hsn_code" AS "hsnCode",
  "product"."description" AS "description",
  "product"."weight" AS "weight",
  "product"."original_price" AS "originalPrice",
  "product"."discounted_price" AS "discountedPrice",
  "product"."gst_percentage" AS "gstPercentage",
  "product"."gst_included" AS "gstIncluded",
  (
    "product"."is_in_stock"
    AND COALESCE("product"."stock_quantity" > 0, TRUE)
  ) AS "isInStock",
  "product"."stock_quantity" AS "stockQuantity",
  "product"."low_stock_threshold" AS "lowStockThreshold",
  "product"."created_at" AS "createdAt",
  "product"."updated_at" AS "updatedAt",
  "product"."deleted_at" AS "deletedAt",
  COALESCE(
    "product"."stock_quantity" <= "product"."low_stock_threshold",
    FALSE
  ) AS "lowStock",
  (
    SELECT
      "category"."name" AS "category_name"
    FROM
      "categories" "category"
    WHERE
      "category"."id" = "product"."category_id"
  ) AS "categoryName",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            image.id,
            'url',
            '/api/images/' || image.hash || '/large.webp',
            'thumbnailUrl',
            '/api/images/' || image.hash || '/thumbnail.webp'
          )
          ORDER BY
            image.position
        ),
        '[]'::json
      )
    FROM
      image
    WHERE
      image.owner_kind = 'product'
      AND image.owner_id = "product"."id"
  ) AS "images",
  COUNT(*) OVER () AS "list_total"
FROM
  "products" "product"
WHERE
  ("product"."shop_id" = $1)
  AND ("product"."deleted_at" IS NULL)
ORDER BY
  "product"."name" ASC,
  "product"."id" ASC
LIMIT
  1000
OFFSET
  0;
