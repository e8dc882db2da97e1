-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- CART_ITEM_BY_ID ($1 cartId, $2 id)
SELECT
  "item"."id" AS "item_id",
  "item"."created_at" AS "item_created_at",
  "item"."updated_at" AS "item_updated_at",
  "item"."cart_id" AS "item_cart_id",
  "item"."product_id" AS "item_product_id",
  "item"."quantity" AS "item_quantity"
FROM
  "cart_items" "item"
WHERE
  "item"."cart_id" = $1
  AND "item"."id" = $2;

-- CART_ITEM_OF_PRODUCT ($1 cartId, $2 productId)
SELECT
  "item"."id" AS "item_id",
  "item"."created_at" AS "item_created_at",
  "item"."updated_at" AS "item_updated_at",
  "item"."cart_id" AS "item_cart_id",
  "item"."product_id" AS "item_product_id",
  "item"."quantity" AS "item_quantity"
FROM
  "cart_items" "item"
WHERE
  "item"."cart_id" = $1
  AND "item"."product_id" = $2;

-- CART_TO_ADDRESS ($1 addressId, $2 customerId)
SELECT
  "cart"."id" AS "cart_id",
  "cart"."created_at" AS "cart_created_at",
  "cart"."updated_at" AS "cart_updated_at",
  "cart"."customer_id" AS "cart_customer_id",
  "cart"."shop_id" AS "cart_shop_id",
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
  "shop"."shopkeeper_id" AS "shop_shopkeeper_id",
  "item"."id" AS "item_id",
  "item"."created_at" AS "item_created_at",
  "item"."updated_at" AS "item_updated_at",
  "item"."cart_id" AS "item_cart_id",
  "item"."product_id" AS "item_product_id",
  "item"."quantity" AS "item_quantity",
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
  "address"."location_precision" AS "address_location_precision",
  "product"."id" AS "product_id",
  "product"."shop_id" AS "product_shopId",
  "product"."category_id" AS "product_categoryId",
  "product"."name" AS "product_name",
  "product"."sku" AS "product_sku",
  "product"."hsn_code" AS "product_hsnCode",
  "product"."description" AS "product_description",
  "product"."weight" AS "product_weight",
  "product"."original_price" AS "product_originalPrice",
  "product"."discounted_price" AS "product_discountedPrice",
  "product"."gst_percentage" AS "product_gstPercentage",
  "product"."gst_included" AS "product_gstIncluded",
  (
    "product"."is_in_stock"
    AND COALESCE("product"."stock_quantity" > 0, TRUE)
  ) AS "product_isInStock",
  "product"."stock_quantity" AS "product_stockQuantity",
  "product"."low_stock_threshold" AS "product_lowStockThreshold",
  "product"."created_at" AS "product_createdAt",
  "product"."updated_at" AS "product_updatedAt",
  "product"."deleted_at" AS "product_deletedAt",
  COALESCE(
    "product"."stock_quantity" <= "product"."low_stock_threshold",
    FALSE
  ) AS "product_lowStock",
  (
    SELECT
      "category"."name" AS "category_name"
    FROM
      "categories" "category"
    WHERE
      "category"."id" = "product"."category_id"
  ) AS "product_categoryName",
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
  ) AS "product_images"
FROM
  "carts" "cart"
  INNER JOIN "shops" "shop" ON "shop"."id" = "cart"."shop_id"
  LEFT JOIN "cart_items" "item" ON "item"."cart_id" = "cart"."id"
  LEFT JOIN "products" "product" ON "product"."id" = "item"."product_id"
  LEFT JOIN "addresses" "address" ON "address"."user_id" = "cart"."customer_id"
  AND "address"."id" = $1
  AND "address"."deleted_at" IS NULL
WHERE
  "cart"."customer_id" = $2
ORDER BY
  "item"."created_at" ASC,
  "item"."id" ASC;

-- CART_TO_DEFAULT_ADDRESS ($1 customerId)
SELECT
  "cart"."id" AS "cart_id",
  "cart"."created_at" AS "cart_created_at",
  "cart"."updated_at" AS "cart_updated_at",
  "cart"."customer_id" AS "cart_customer_id",
  "cart"."shop_id" AS "cart_shop_id",
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
  "shop"."shopkeeper_id" AS "shop_shopkeeper_id",
  "item"."id" AS "item_id",
  "item"."created_at" AS "item_created_at",
  "item"."updated_at" AS "item_updated_at",
  "item"."cart_id" AS "item_cart_id",
  "item"."product_id" AS "item_product_id",
  "item"."quantity" AS "item_quantity",
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
  "address"."location_precision" AS "address_location_precision",
  "product"."id" AS "product_id",
  "product"."shop_id" AS "product_shopId",
  "product"."category_id" AS "product_categoryId",
  "product"."name" AS "product_name",
  "product"."sku" AS "product_sku",
  "product"."hsn_code" AS "product_hsnCode",
  "product"."description" AS "product_description",
  "product"."weight" AS "product_weight",
  "product"."original_price" AS "product_originalPrice",
  "product"."discounted_price" AS "product_discountedPrice",
  "product"."gst_percentage" AS "product_gstPercentage",
  "product"."gst_included" AS "product_gstIncluded",
  (
    "product"."is_in_stock"
    AND COALESCE("product"."stock_quantity" > 0, TRUE)
  ) AS "product_isInStock",
  "product"."stock_quantity" AS "product_stockQuantity",
  "product"."low_stock_threshold" AS "product_lowStockThreshold",
  "product"."created_at" AS "product_createdAt",
  "product"."updated_at" AS "product_updatedAt",
  "product"."deleted_at" AS "product_deletedAt",
  COALESCE(
    "product"."stock_quantity" <= "product"."low_stock_threshold",
    FALSE
  ) AS "product_lowStock",
  (
    SELECT
      "category"."name" AS "category_name"
    FROM
      "categories" "category"
    WHERE
      "category"."id" = "product"."category_id"
  ) AS "product_categoryName",
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
  ) AS "product_images"
FROM
  "carts" "cart"
  INNER JOIN "shops" "shop" ON "shop"."id" = "cart"."shop_id"
  LEFT JOIN "cart_items" "item" ON "item"."cart_id" = "cart"."id"
  LEFT JOIN "products" "product" ON "product"."id" = "item"."product_id"
  LEFT JOIN "addresses" "address" ON "address"."user_id" = "cart"."customer_id"
  AND "address"."is_default"
  AND "address"."deleted_at" IS NULL
WHERE
  "cart"."customer_id" = $1
ORDER BY
  "item"."created_at" ASC,
  "item"."id" ASC;

-- DELETE_CART ($1 cartId)
DELETE FROM "carts"
WHERE
  "id" = $1;

-- INSERT_CART ($1 customerId, $2 shopId)
INSERT INTO
  "carts" (
    "id",
    "created_at",
    "updated_at",
    "customer_id",
    "shop_id"
  )
VALUES
  (DEFAULT, DEFAULT, DEFAULT, $1, $2)
ON CONFLICT DO NOTHING;

-- INSERT_CART_ITEM ($1 cartId, $2 productId, $3 quantity)
INSERT INTO
  "cart_items" (
    "id",
    "created_at",
    "updated_at",
    "cart_id",
    "product_id",
    "quantity"
  )
VALUES
  (DEFAULT, DEFAULT, DEFAULT, $1, $2, $3);

-- LOCKED_CART_OF_CUSTOMER ($1 customerId)
SELECT
  "cart"."id" AS "cart_id",
  "cart"."created_at" AS "cart_created_at",
  "cart"."updated_at" AS "cart_updated_at",
  "cart"."customer_id" AS "cart_customer_id",
  "cart"."shop_id" AS "cart_shop_id"
FROM
  "carts" "cart"
WHERE
  "cart"."customer_id" = $1
FOR UPDATE;

-- SET_CART_ITEM_QUANTITY ($1 quantity, $2 id)
UPDATE "cart_items"
SET
  "quantity" = $1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE
  "id" = $2;
