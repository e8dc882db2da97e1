-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- a page of discovery: {"search":"word","point":false,"withinKm":false,"deliversToYou":false,"openNow":false,"minRating":false}, filter [], sort ["name","ASC"], rows 0 to 999
SELECT
  "shop"."id" AS "id",
  "shop"."name" AS "name",
  "shop"."address" AS "address",
  "shop"."phone" AS "phone",
  "shop"."is_active" AS "isActive",
  "shop"."latitude" AS "latitude",
  "shop"."longitude" AS "longitude",
  "shop"."location_precision" AS "locationPrecision",
  "shop"."preparation_minutes" AS "preparationMinutes",
  "shop"."opening_hours" AS "openingHours",
  "shop"."holidays" AS "holidays",
  (
    SELECT
      ROUND(AVG("review"."rating"), 1)
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) AS "averageRating",
  (
    SELECT
      COUNT(*)::int
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) AS "reviewCount",
  ROUND(
    CAST(CAST(NULL AS double precision) AS numeric),
    1
  ) AS "distanceKm",
  CAST(NULL AS double precision) AS "travelKm",
  COALESCE(
    "shop"."delivery_radius_km",
    CAST($1 AS double precision)
  ) AS "deliveryRadiusKm",
  CAST(NULL AS boolean) AS "deliversToYou",
  CAST("shop"."minimum_order" AS text) AS "minimumOrder",
  (
    (
      "shop"."is_active"
      AND (
        COALESCE(array_ndims("shop"."holidays"), 1) = 1
        AND NOT COALESCE(CAST($2 AS text) = ANY ("shop"."holidays"), TRUE)
        AND (
          "shop"."opening_hours" = CAST('[]' AS jsonb)
          OR EXISTS (
            SELECT
              1
            FROM
              jsonb_array_elements(
                CASE jsonb_typeof("shop"."opening_hours")
                  WHEN 'array' THEN "shop"."opening_hours"
                END
              ) AS entry (slot)
            WHERE
              CASE
                WHEN (
                  (slot ->> 'day') COLLATE "C" = $3
                  AND (slot ->> 'opens') COLLATE "C" <= CAST($4 AS text)
                  AND (
                    (slot ->> 'closes') COLLATE "C" > CAST($4 AS text)
                    OR (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                  )
                )
                OR (
                  (slot ->> 'day') COLLATE "C" = $5
                  AND (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                  AND CAST($4 AS text) < (slot ->> 'closes') COLLATE "C"
                ) THEN (slot ->> 'day') COLLATE "C" IN ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')
                AND (slot ->> 'opens') COLLATE "C" ~ '^([01]\d|2[0-3]):[0-5]\d$'
                AND (slot ->> 'closes') COLLATE "C" ~ '^(([01]\d|2[0-3]):[0-5]\d|24:00)$'
              END
          )
        )
      )
    )
    AND NOT (
      NOT COALESCE(
        (
          SELECT
            TRUE
          FROM
            "products" "product"
          WHERE
            (
              "product"."shop_id" = "shop"."id"
              AND "product"."is_in_stock"
              AND (
                "product"."stock_quantity" IS NULL
                OR "product"."stock_quantity" > 0
              )
            )
            AND ("product"."deleted_at" IS NULL)
          ORDER BY
            "product"."shop_id" ASC,
            "product"."name" ASC
          LIMIT
            1
        ),
        FALSE
      )
    )
  ) AS "openNow",
  (
    NOT COALESCE(
      (
        SELECT
          TRUE
        FROM
          "products" "product"
        WHERE
          (
            "product"."shop_id" = "shop"."id"
            AND "product"."is_in_stock"
            AND (
              "product"."stock_quantity" IS NULL
              OR "product"."stock_quantity" > 0
            )
          )
          AND ("product"."deleted_at" IS NULL)
        ORDER BY
          "product"."shop_id" ASC,
          "product"."name" ASC
        LIMIT
          1
      ),
      FALSE
    )
  ) AS "comingSoon",
  (
    SELECT
      json_build_object(
        'url',
        '/api/images/' || image.hash || '/large.webp',
        'thumbnailUrl',
        '/api/images/' || image.hash || '/thumbnail.webp'
      )
    FROM
      image
    WHERE
      image.owner_kind = 'shop'
      AND image.owner_id = "shop"."id"
    ORDER BY
      image.position
    LIMIT
      1
  ) AS "logo",
  ARRAY(
    SELECT
      "product"."name" AS "product_name"
    FROM
      "products" "product"
    WHERE
      (
        "product"."shop_id" = "shop"."id"
        AND (
          "product"."name" ILIKE $6
          OR to_tsvector('simple', "product"."name") @@ plainto_tsquery('simple', $7)
          OR (
            (
              $8 <<% "product"."name"
              OR to_tsvector('simple', "product"."name") @@ (
                SELECT
                  CAST(
                    string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
                  )
                FROM
                  search_words known
                WHERE
                  known.key = ANY (search_typo_keys ($8))
                  AND NOT EXISTS (
                    SELECT
                      1
                    FROM
                      search_words typed
                    WHERE
                      typed.key = $8
                  )
              )
            )
          )
        )
      )
      AND ("product"."deleted_at" IS NULL)
    ORDER BY
      (
        CASE
          WHEN to_tsvector('simple', "product"."name") @@ to_tsquery('simple', $9) THEN 2
          WHEN (
            to_tsvector('simple', "product"."name") @@ to_tsquery('simple', $9)
            OR to_tsvector('simple', "product"."name") @@ (
              SELECT
                CAST(
                  string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
                )
              FROM
                search_words known
              WHERE
                known.key = ANY (search_typo_keys ($8))
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    search_words typed
                  WHERE
                    typed.key = $8
                )
            )
          ) THEN 1
          ELSE 0
        END + strict_word_similarity ($7, "product"."name")
      ) DESC,
      "product_name" ASC
    LIMIT
      3
  ) AS "matchingProducts",
  (
    SELECT
      COUNT(*)
    FROM
      (
        SELECT
          1
        FROM
          "shops" "shop"
        WHERE
          (
            (
              (
                "shop"."name" ILIKE $6
                OR to_tsvector('simple', "shop"."name") @@ plainto_tsquery('simple', $7)
                OR (
                  (
                    $8 <<% "shop"."name"
                    OR to_tsvector('simple', "shop"."name") @@ (
                      SELECT
                        CAST(
                          string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
                        )
                      FROM
                        search_words known
                      WHERE
                        known.key = ANY (search_typo_keys ($8))
                        AND NOT EXISTS (
                          SELECT
                            1
                          FROM
                            search_words typed
                          WHERE
                            typed.key = $8
                        )
                    )
                  )
                )
              )
              OR (
                "shop"."id" IN (
                  SELECT
                    "category"."shop_id" AS "category_shop_id"
                  FROM
                    "categories" "category"
                  WHERE
                    (
                      "category"."name" ILIKE $6
                      OR to_tsvector('simple', "category"."name") @@ plainto_tsquery('simple', $7)
                      OR (
                        (
                          $8 <<% "category"."name"
                          OR to_tsvector('simple', "category"."name") @@ (
                            SELECT
                              CAST(
                                string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
                              )
                            FROM
                              search_words known
                            WHERE
                              known.key = ANY (search_typo_keys ($8))
                              AND NOT EXISTS (
                                SELECT
                                  1
                                FROM
                                  search_words typed
                                WHERE
                                  typed.key = $8
                              )
                          )
                        )
                      )
                    )
                )
                OR "shop"."id" IN (
                  SELECT
                    "product"."shop_id" AS "product_shop_id"
                  FROM
                    "products" "product"
                  WHERE
                    (
                      (
                        "product"."name" ILIKE $6
                        OR to_tsvector('simple', "product"."name") @@ plainto_tsquery('simple', $7)
                        OR (
                          (
                            $8 <<% "product"."name"
                            OR to_tsvector('simple', "product"."name") @@ (
                              SELECT
                                CAST(
                                  string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
                                )
                              FROM
                                search_words known
                              WHERE
                                known.key = ANY (search_typo_keys ($8))
                                AND NOT EXISTS (
                                  SELECT
                                    1
                                  FROM
                                    search_words typed
                                  WHERE
                                    typed.key = $8
                                )
                            )
                          )
                        )
                      )
                    )
                    AND ("product"."deleted_at" IS NULL)
                )
              )
            )
          )
          AND ("shop"."deleted_at" IS NULL)
        LIMIT
          1001
      ) AS counted
  ) AS "list_total"
FROM
  "shops" "shop"
WHERE
  (
    (
      (
        "shop"."name" ILIKE $6
        OR to_tsvector('simple', "shop"."name") @@ plainto_tsquery('simple', $7)
        OR (
          (
            $8 <<% "shop"."name"
            OR to_tsvector('simple', "shop"."name") @@ (
              SELECT
                CAST(
                  string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
                )
              FROM
                search_words known
              WHERE
                known.key = ANY (search_typo_keys ($8))
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    search_words typed
                  WHERE
                    typed.key = $8
                )
            )
          )
        )
      )
      OR (
        "shop"."id" IN (
          SELECT
            "category"."shop_id" AS "category_shop_id"
          FROM
            "categories" "category"
          WHERE
            (
              "category"."name" ILIKE $6
              OR to_tsvector('simple', "category"."name") @@ plainto_tsquery('simple', $7)
              OR (
                (
                  $8 <<% "category"."name"
                  OR to_tsvector('simple', "category"."name") @@ (
                    SELECT
                      CAST(
                        string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
                      )
                    FROM
                      search_words known
                    WHERE
                      known.key = ANY (search_typo_keys ($8))
                      AND NOT EXISTS (
                        SELECT
                          1
                        FROM
                          search_words typed
                        WHERE
                          typed.key = $8
                      )
                  )
                )
              )
            )
        )
        OR "shop"."id" IN (
          SELECT
            "product"."shop_id" AS "product_shop_id"
          FROM
            "products" "product"
          WHERE
            (
              (
                "product"."name" ILIKE $6
                OR to_tsvector('simple', "product"."name") @@ plainto_tsquery('simple', $7)
                OR (
                  (
                    $8 <<% "product"."name"
                    OR to_tsvector('simple', "product"."name") @@ (
                      SELECT
                        CAST(
                          string_agg(DISTINCT quote_literal(known.word), ' | ') AS tsquery
                        )
                      FROM
                        search_words known
                      WHERE
                        known.key = ANY (search_typo_keys ($8))
                        AND NOT EXISTS (
                          SELECT
                            1
                          FROM
                            search_words typed
                          WHERE
                            typed.key = $8
                        )
                    )
                  )
                )
              )
            )
            AND ("product"."deleted_at" IS NULL)
        )
      )
    )
  )
  AND ("shop"."deleted_at" IS NULL)
ORDER BY
  "shop"."name" ASC,
  "shop"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of discovery: {"search":null,"point":false,"withinKm":false,"deliversToYou":false,"openNow":false,"minRating":false}, filter [], sort ["name","ASC"], rows 0 to 999
SELECT
  "shop"."id" AS "id",
  "shop"."name" AS "name",
  "shop"."address" AS "address",
  "shop"."phone" AS "phone",
  "shop"."is_active" AS "isActive",
  "shop"."latitude" AS "latitude",
  "shop"."longitude" AS "longitude",
  "shop"."location_precision" AS "locationPrecision",
  "shop"."preparation_minutes" AS "preparationMinutes",
  "shop"."opening_hours" AS "openingHours",
  "shop"."holidays" AS "holidays",
  (
    SELECT
      ROUND(AVG("review"."rating"), 1)
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) AS "averageRating",
  (
    SELECT
      COUNT(*)::int
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) AS "reviewCount",
  ROUND(
    CAST(CAST(NULL AS double precision) AS numeric),
    1
  ) AS "distanceKm",
  CAST(NULL AS double precision) AS "travelKm",
  COALESCE(
    "shop"."delivery_radius_km",
    CAST($1 AS double precision)
  ) AS "deliveryRadiusKm",
  CAST(NULL AS boolean) AS "deliversToYou",
  CAST("shop"."minimum_order" AS text) AS "minimumOrder",
  (
    (
      "shop"."is_active"
      AND (
        COALESCE(array_ndims("shop"."holidays"), 1) = 1
        AND NOT COALESCE(CAST($2 AS text) = ANY ("shop"."holidays"), TRUE)
        AND (
          "shop"."opening_hours" = CAST('[]' AS jsonb)
          OR EXISTS (
            SELECT
              1
            FROM
              jsonb_array_elements(
                CASE jsonb_typeof("shop"."opening_hours")
                  WHEN 'array' THEN "shop"."opening_hours"
                END
              ) AS entry (slot)
            WHERE
              CASE
                WHEN (
                  (slot ->> 'day') COLLATE "C" = $3
                  AND (slot ->> 'opens') COLLATE "C" <= CAST($4 AS text)
                  AND (
                    (slot ->> 'closes') COLLATE "C" > CAST($4 AS text)
                    OR (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                  )
                )
                OR (
                  (slot ->> 'day') COLLATE "C" = $5
                  AND (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                  AND CAST($4 AS text) < (slot ->> 'closes') COLLATE "C"
                ) THEN (slot ->> 'day') COLLATE "C" IN ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')
                AND (slot ->> 'opens') COLLATE "C" ~ '^([01]\d|2[0-3]):[0-5]\d$'
                AND (slot ->> 'closes') COLLATE "C" ~ '^(([01]\d|2[0-3]):[0-5]\d|24:00)$'
              END
          )
        )
      )
    )
    AND NOT (
      NOT COALESCE(
        (
          SELECT
            TRUE
          FROM
            "products" "product"
          WHERE
            (
              "product"."shop_id" = "shop"."id"
              AND "product"."is_in_stock"
              AND (
                "product"."stock_quantity" IS NULL
                OR "product"."stock_quantity" > 0
              )
            )
            AND ("product"."deleted_at" IS NULL)
          ORDER BY
            "product"."shop_id" ASC,
            "product"."name" ASC
          LIMIT
            1
        ),
        FALSE
      )
    )
  ) AS "openNow",
  (
    NOT COALESCE(
      (
        SELECT
          TRUE
        FROM
          "products" "product"
        WHERE
          (
            "product"."shop_id" = "shop"."id"
            AND "product"."is_in_stock"
            AND (
              "product"."stock_quantity" IS NULL
              OR "product"."stock_quantity" > 0
            )
          )
          AND ("product"."deleted_at" IS NULL)
        ORDER BY
          "product"."shop_id" ASC,
          "product"."name" ASC
        LIMIT
          1
      ),
      FALSE
    )
  ) AS "comingSoon",
  (
    SELECT
      json_build_object(
        'url',
        '/api/images/' || image.hash || '/large.webp',
        'thumbnailUrl',
        '/api/images/' || image.hash || '/thumbnail.webp'
      )
    FROM
      image
    WHERE
      image.owner_kind = 'shop'
      AND image.owner_id = "shop"."id"
    ORDER BY
      image.position
    LIMIT
      1
  ) AS "logo",
  CAST(ARRAY[] AS TEXT[]) AS "matchingProducts",
  (
    SELECT
      COUNT(*)
    FROM
      (
        SELECT
          1
        FROM
          "shops" "shop"
        WHERE
          "shop"."deleted_at" IS NULL
        LIMIT
          1001
      ) AS counted
  ) AS "list_total"
FROM
  "shops" "shop"
WHERE
  "shop"."deleted_at" IS NULL
ORDER BY
  "shop"."name" ASC,
  "shop"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of discovery: {"search":null,"point":false,"withinKm":false,"deliversToYou":false,"openNow":true,"minRating":true}, filter [], sort ["averageRating","DESC"], rows 0 to 999
SELECT
  "shop"."id" AS "id",
  "shop"."name" AS "name",
  "shop"."address" AS "address",
  "shop"."phone" AS "phone",
  "shop"."is_active" AS "isActive",
  "shop"."latitude" AS "latitude",
  "shop"."longitude" AS "longitude",
  "shop"."location_precision" AS "locationPrecision",
  "shop"."preparation_minutes" AS "preparationMinutes",
  "shop"."opening_hours" AS "openingHours",
  "shop"."holidays" AS "holidays",
  (
    SELECT
      ROUND(AVG("review"."rating"), 1)
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) AS "averageRating",
  (
    SELECT
      COUNT(*)::int
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) AS "reviewCount",
  ROUND(
    CAST(CAST(NULL AS double precision) AS numeric),
    1
  ) AS "distanceKm",
  CAST(NULL AS double precision) AS "travelKm",
  COALESCE(
    "shop"."delivery_radius_km",
    CAST($1 AS double precision)
  ) AS "deliveryRadiusKm",
  CAST(NULL AS boolean) AS "deliversToYou",
  CAST("shop"."minimum_order" AS text) AS "minimumOrder",
  (
    (
      "shop"."is_active"
      AND (
        COALESCE(array_ndims("shop"."holidays"), 1) = 1
        AND NOT COALESCE(CAST($2 AS text) = ANY ("shop"."holidays"), TRUE)
        AND (
          "shop"."opening_hours" = CAST('[]' AS jsonb)
          OR EXISTS (
            SELECT
              1
            FROM
              jsonb_array_elements(
                CASE jsonb_typeof("shop"."opening_hours")
                  WHEN 'array' THEN "shop"."opening_hours"
                END
              ) AS entry (slot)
            WHERE
              CASE
                WHEN (
                  (slot ->> 'day') COLLATE "C" = $3
                  AND (slot ->> 'opens') COLLATE "C" <= CAST($4 AS text)
                  AND (
                    (slot ->> 'closes') COLLATE "C" > CAST($4 AS text)
                    OR (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                  )
                )
                OR (
                  (slot ->> 'day') COLLATE "C" = $5
                  AND (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                  AND CAST($4 AS text) < (slot ->> 'closes') COLLATE "C"
                ) THEN (slot ->> 'day') COLLATE "C" IN ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')
                AND (slot ->> 'opens') COLLATE "C" ~ '^([01]\d|2[0-3]):[0-5]\d$'
                AND (slot ->> 'closes') COLLATE "C" ~ '^(([01]\d|2[0-3]):[0-5]\d|24:00)$'
              END
          )
        )
      )
    )
    AND NOT (
      NOT COALESCE(
        (
          SELECT
            TRUE
          FROM
            "products" "product"
          WHERE
            (
              "product"."shop_id" = "shop"."id"
              AND "product"."is_in_stock"
              AND (
                "product"."stock_quantity" IS NULL
                OR "product"."stock_quantity" > 0
              )
            )
            AND ("product"."deleted_at" IS NULL)
          ORDER BY
            "product"."shop_id" ASC,
            "product"."name" ASC
          LIMIT
            1
        ),
        FALSE
      )
    )
  ) AS "openNow",
  (
    NOT COALESCE(
      (
        SELECT
          TRUE
        FROM
          "products" "product"
        WHERE
          (
            "product"."shop_id" = "shop"."id"
            AND "product"."is_in_stock"
            AND (
              "product"."stock_quantity" IS NULL
              OR "product"."stock_quantity" > 0
            )
          )
          AND ("product"."deleted_at" IS NULL)
        ORDER BY
          "product"."shop_id" ASC,
          "product"."name" ASC
        LIMIT
          1
      ),
      FALSE
    )
  ) AS "comingSoon",
  (
    SELECT
      json_build_object(
        'url',
        '/api/images/' || image.hash || '/large.webp',
        'thumbnailUrl',
        '/api/images/' || image.hash || '/thumbnail.webp'
      )
    FROM
      image
    WHERE
      image.owner_kind = 'shop'
      AND image.owner_id = "shop"."id"
    ORDER BY
      image.position
    LIMIT
      1
  ) AS "logo",
  CAST(ARRAY[] AS TEXT[]) AS "matchingProducts",
  (
    SELECT
      COUNT(*)
    FROM
      (
        SELECT
          1
        FROM
          "shops" "shop"
        WHERE
          (
            (
              (
                "shop"."is_active"
                AND (
                  COALESCE(array_ndims("shop"."holidays"), 1) = 1
                  AND NOT COALESCE(CAST($2 AS text) = ANY ("shop"."holidays"), TRUE)
                  AND (
                    "shop"."opening_hours" = CAST('[]' AS jsonb)
                    OR EXISTS (
                      SELECT
                        1
                      FROM
                        jsonb_array_elements(
                          CASE jsonb_typeof("shop"."opening_hours")
                            WHEN 'array' THEN "shop"."opening_hours"
                          END
                        ) AS entry (slot)
                      WHERE
                        CASE
                          WHEN (
                            (slot ->> 'day') COLLATE "C" = $3
                            AND (slot ->> 'opens') COLLATE "C" <= CAST($4 AS text)
                            AND (
                              (slot ->> 'closes') COLLATE "C" > CAST($4 AS text)
                              OR (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                            )
                          )
                          OR (
                            (slot ->> 'day') COLLATE "C" = $5
                            AND (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                            AND CAST($4 AS text) < (slot ->> 'closes') COLLATE "C"
                          ) THEN (slot ->> 'day') COLLATE "C" IN ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')
                          AND (slot ->> 'opens') COLLATE "C" ~ '^([01]\d|2[0-3]):[0-5]\d$'
                          AND (slot ->> 'closes') COLLATE "C" ~ '^(([01]\d|2[0-3]):[0-5]\d|24:00)$'
                        END
                    )
                  )
                )
              )
              AND NOT (
                NOT COALESCE(
                  (
                    SELECT
                      TRUE
                    FROM
                      "products" "product"
                    WHERE
                      (
                        "product"."shop_id" = "shop"."id"
                        AND "product"."is_in_stock"
                        AND (
                          "product"."stock_quantity" IS NULL
                          OR "product"."stock_quantity" > 0
                        )
                      )
                      AND ("product"."deleted_at" IS NULL)
                    ORDER BY
                      "product"."shop_id" ASC,
                      "product"."name" ASC
                    LIMIT
                      1
                  ),
                  FALSE
                )
              )
            ) = $6
            AND (
              SELECT
                ROUND(AVG("review"."rating"), 1)
              FROM
                "shop_reviews" "review"
              WHERE
                "review"."shop_id" = "shop"."id"
            ) >= $7
          )
          AND ("shop"."deleted_at" IS NULL)
        LIMIT
          1001
      ) AS counted
  ) AS "list_total"
FROM
  "shops" "shop"
WHERE
  (
    (
      (
        "shop"."is_active"
        AND (
          COALESCE(array_ndims("shop"."holidays"), 1) = 1
          AND NOT COALESCE(CAST($2 AS text) = ANY ("shop"."holidays"), TRUE)
          AND (
            "shop"."opening_hours" = CAST('[]' AS jsonb)
            OR EXISTS (
              SELECT
                1
              FROM
                jsonb_array_elements(
                  CASE jsonb_typeof("shop"."opening_hours")
                    WHEN 'array' THEN "shop"."opening_hours"
                  END
                ) AS entry (slot)
              WHERE
                CASE
                  WHEN (
                    (slot ->> 'day') COLLATE "C" = $3
                    AND (slot ->> 'opens') COLLATE "C" <= CAST($4 AS text)
                    AND (
                      (slot ->> 'closes') COLLATE "C" > CAST($4 AS text)
                      OR (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                    )
                  )
                  OR (
                    (slot ->> 'day') COLLATE "C" = $5
                    AND (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                    AND CAST($4 AS text) < (slot ->> 'closes') COLLATE "C"
                  ) THEN (slot ->> 'day') COLLATE "C" IN ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')
                  AND (slot ->> 'opens') COLLATE "C" ~ '^([01]\d|2[0-3]):[0-5]\d$'
                  AND (slot ->> 'closes') COLLATE "C" ~ '^(([01]\d|2[0-3]):[0-5]\d|24:00)$'
                END
            )
          )
        )
      )
      AND NOT (
        NOT COALESCE(
          (
            SELECT
              TRUE
            FROM
              "products" "product"
            WHERE
              (
                "product"."shop_id" = "shop"."id"
                AND "product"."is_in_stock"
                AND (
                  "product"."stock_quantity" IS NULL
                  OR "product"."stock_quantity" > 0
                )
              )
              AND ("product"."deleted_at" IS NULL)
            ORDER BY
              "product"."shop_id" ASC,
              "product"."name" ASC
            LIMIT
              1
          ),
          FALSE
        )
      )
    ) = $6
    AND (
      SELECT
        ROUND(AVG("review"."rating"), 1)
      FROM
        "shop_reviews" "review"
      WHERE
        "review"."shop_id" = "shop"."id"
    ) >= $7
  )
  AND ("shop"."deleted_at" IS NULL)
ORDER BY
  (
    SELECT
      ROUND(AVG("review"."rating"), 1)
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) DESC NULLS LAST,
  "shop"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of discovery: {"search":null,"point":true,"withinKm":true,"deliversToYou":false,"openNow":false,"minRating":false}, filter [], sort ["name","ASC"], rows 0 to 999
SELECT
  "shop"."id" AS "id",
  "shop"."name" AS "name",
  "shop"."address" AS "address",
  "shop"."phone" AS "phone",
  "shop"."is_active" AS "isActive",
  "shop"."latitude" AS "latitude",
  "shop"."longitude" AS "longitude",
  "shop"."location_precision" AS "locationPrecision",
  "shop"."preparation_minutes" AS "preparationMinutes",
  "shop"."opening_hours" AS "openingHours",
  "shop"."holidays" AS "holidays",
  (
    SELECT
      ROUND(AVG("review"."rating"), 1)
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) AS "averageRating",
  (
    SELECT
      COUNT(*)::int
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."shop_id" = "shop"."id"
  ) AS "reviewCount",
  ROUND(
    CAST(
      (
        CASE
          WHEN num_nulls (
            CAST($1 AS double precision),
            CAST($2 AS double precision),
            "shop"."latitude",
            "shop"."longitude"
          ) = 0 THEN 2 * 6371 * asin(
            least(
              1,
              sqrt(
                power(
                  sin(
                    radians("shop"."latitude" - CAST($1 AS double precision)) / 2
                  ),
                  2
                ) + cos(radians(CAST($1 AS double precision))) * cos(radians("shop"."latitude")) * power(
                  sin(
                    radians("shop"."longitude" - CAST($2 AS double precision)) / 2
                  ),
                  2
                )
              )
            )
          )
        END
      ) AS numeric
    ),
    1
  ) AS "distanceKm",
  (
    CASE
      WHEN num_nulls (
        CAST($1 AS double precision),
        CAST($2 AS double precision),
        "shop"."latitude",
        "shop"."longitude"
      ) = 0 THEN 2 * 6371 * asin(
        least(
          1,
          sqrt(
            power(
              sin(
                radians("shop"."latitude" - CAST($1 AS double precision)) / 2
              ),
              2
            ) + cos(radians(CAST($1 AS double precision))) * cos(radians("shop"."latitude")) * power(
              sin(
                radians("shop"."longitude" - CAST($2 AS double precision)) / 2
              ),
              2
            )
          )
        )
      )
    END
  ) AS "travelKm",
  COALESCE(
    "shop"."delivery_radius_km",
    CAST($3 AS double precision)
  ) AS "deliveryRadiusKm",
  (
    CASE
      WHEN num_nulls (
        CAST($1 AS double precision),
        CAST($2 AS double precision),
        "shop"."latitude",
        "shop"."longitude"
      ) = 0 THEN 2 * 6371 * asin(
        least(
          1,
          sqrt(
            power(
              sin(
                radians("shop"."latitude" - CAST($1 AS double precision)) / 2
              ),
              2
            ) + cos(radians(CAST($1 AS double precision))) * cos(radians("shop"."latitude")) * power(
              sin(
                radians("shop"."longitude" - CAST($2 AS double precision)) / 2
              ),
              2
            )
          )
        )
      )
    END
  ) <= COALESCE(
    "shop"."delivery_radius_km",
    CAST($3 AS double precision)
  ) AS "deliversToYou",
  CAST("shop"."minimum_order" AS text) AS "minimumOrder",
  (
    (
      "shop"."is_active"
      AND (
        COALESCE(array_ndims("shop"."holidays"), 1) = 1
        AND NOT COALESCE(CAST($4 AS text) = ANY ("shop"."holidays"), TRUE)
        AND (
          "shop"."opening_hours" = CAST('[]' AS jsonb)
          OR EXISTS (
            SELECT
              1
            FROM
              jsonb_array_elements(
                CASE jsonb_typeof("shop"."opening_hours")
                  WHEN 'array' THEN "shop"."opening_hours"
                END
              ) AS entry (slot)
            WHERE
              CASE
                WHEN (
                  (slot ->> 'day') COLLATE "C" = $5
                  AND (slot ->> 'opens') COLLATE "C" <= CAST($6 AS text)
                  AND (
                    (slot ->> 'closes') COLLATE "C" > CAST($6 AS text)
                    OR (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                  )
                )
                OR (
                  (slot ->> 'day') COLLATE "C" = $7
                  AND (slot ->> 'closes') COLLATE "C" < (slot ->> 'opens') COLLATE "C"
                  AND CAST($6 AS text) < (slot ->> 'closes') COLLATE "C"
                ) THEN (slot ->> 'day') COLLATE "C" IN ('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun')
                AND (slot ->> 'opens') COLLATE "C" ~ '^([01]\d|2[0-3]):[0-5]\d$'
                AND (slot ->> 'closes') COLLATE "C" ~ '^(([01]\d|2[0-3]):[0-5]\d|24:00)$'
              END
          )
        )
      )
    )
    AND NOT (
      NOT COALESCE(
        (
          SELECT
            TRUE
          FROM
            "products" "product"
          WHERE
            (
              "product"."shop_id" = "shop"."id"
              AND "product"."is_in_stock"
              AND (
                "product"."stock_quantity" IS NULL
                OR "product"."stock_quantity" > 0
              )
            )
            AND ("product"."deleted_at" IS NULL)
          ORDER BY
            "product"."shop_id" ASC,
            "product"."name" ASC
          LIMIT
            1
        ),
        FALSE
      )
    )
  ) AS "openNow",
  (
    NOT COALESCE(
      (
        SELECT
          TRUE
        FROM
          "products" "product"
        WHERE
          (
            "product"."shop_id" = "shop"."id"
            AND "product"."is_in_stock"
            AND (
              "product"."stock_quantity" IS NULL
              OR "product"."stock_quantity" > 0
            )
          )
          AND ("product"."deleted_at" IS NULL)
        ORDER BY
          "product"."shop_id" ASC,
          "product"."name" ASC
        LIMIT
          1
      ),
      FALSE
    )
  ) AS "comingSoon",
  (
    SELECT
      json_build_object(
        'url',
        '/api/images/' || image.hash || '/large.webp',
        'thumbnailUrl',
        '/api/images/' || image.hash || '/thumbnail.webp'
      )
    FROM
      image
    WHERE
      image.owner_kind = 'shop'
      AND image.owner_id = "shop"."id"
    ORDER BY
      image.position
    LIMIT
      1
  ) AS "logo",
  CAST(ARRAY[] AS TEXT[]) AS "matchingProducts",
  (
    SELECT
      COUNT(*)
    FROM
      (
        SELECT
          1
        FROM
          "shops" "shop"
        WHERE
          (
            (
              earth_box (
                ll_to_earth (
                  CAST($1 AS double precision),
                  CAST($2 AS double precision)
                ),
                CAST($8 AS double precision) * earth () / 6371
              ) @> ll_to_earth ("shop"."latitude", "shop"."longitude")
              AND (
                CASE
                  WHEN num_nulls (
                    CAST($1 AS double precision),
                    CAST($2 AS double precision),
                    "shop"."latitude",
                    "shop"."longitude"
                  ) = 0 THEN 2 * 6371 * asin(
                    least(
                      1,
                      sqrt(
                        power(
                          sin(
                            radians("shop"."latitude" - CAST($1 AS double precision)) / 2
                          ),
                          2
                        ) + cos(radians(CAST($1 AS double precision))) * cos(radians("shop"."latitude")) * power(
                          sin(
                            radians("shop"."longitude" - CAST($2 AS double precision)) / 2
                          ),
                          2
                        )
                      )
                    )
                  )
                END
              ) <= CAST($8 AS double precision)
            )
          )
          AND ("shop"."deleted_at" IS NULL)
        LIMIT
          1001
      ) AS counted
  ) AS "list_total"
FROM
  "shops" "shop"
WHERE
  (
    (
      earth_box (
        ll_to_earth (
          CAST($1 AS double precision),
          CAST($2 AS double precision)
        ),
        CAST($8 AS double precision) * earth () / 6371
      ) @> ll_to_earth ("shop"."latitude", "shop"."longitude")
      AND (
        CASE
          WHEN num_nulls (
            CAST($1 AS double precision),
            CAST($2 AS double precision),
            "shop"."latitude",
            "shop"."longitude"
          ) = 0 THEN 2 * 6371 * asin(
            least(
              1,
              sqrt(
                power(
                  sin(
                    radians("shop"."latitude" - CAST($1 AS double precision)) / 2
                  ),
                  2
                ) + cos(radians(CAST($1 AS double precision))) * cos(radians("shop"."latitude")) * power(
                  sin(
                    radians("shop"."longitude" - CAST($2 AS double precision)) / 2
                  ),
                  2
                )
              )
            )
          )
        END
      ) <= CAST($8 AS double precision)
    )
  )
  AND ("shop"."deleted_at" IS NULL)
ORDER BY
  "shop"."name" ASC,
  "shop"."id" ASC
LIMIT
  1000
OFFSET
  0;
