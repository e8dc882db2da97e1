-- Written by `npm run sql:sync` from what the code builds: do not edit.

-- CUSTOMER_ORDER_ROW ($1 customerId, $2 id)
SELECT
  "order"."id" AS "id",
  "order"."customer_id" AS "customerId",
  "order"."shop_id" AS "shopId",
  "order"."shop_name" AS "shopName",
  "order"."shop_phone" AS "shopPhone",
  "order"."customer_name" AS "customerName",
  "order"."customer_phone" AS "customerPhone",
  "order"."status" AS "status",
  "order"."payment_method" AS "paymentMethod",
  "order"."payment_timing" AS "paymentTiming",
  "order"."payment_status" AS "paymentStatus",
  "order"."paid_with" AS "paidWith",
  "order"."amount_paid" AS "amountPaid",
  "order"."payment_utr" AS "paymentUtr",
  "order"."customer_utr" AS "customerUtr",
  "order"."paid_at" AS "paidAt",
  "order"."upi_id" AS "upiId",
  "order"."upi_payee_name" AS "upiPayeeName",
  "order"."total_amount" AS "totalAmount",
  "order"."gst_amount" AS "gstAmount",
  "order"."delivery_charges" AS "deliveryCharges",
  "order"."final_amount" AS "finalAmount",
  "order"."address_title" AS "addressTitle",
  "order"."address_line" AS "addressLine",
  "order"."address_city" AS "addressCity",
  "order"."address_state" AS "addressState",
  "order"."address_pincode" AS "addressPincode",
  "order"."accept_by" AS "acceptBy",
  "order"."promised_by" AS "promisedBy",
  "order"."delivery_code" AS "deliveryCode",
  "order"."wrong_delivery_codes" AS "wrongDeliveryCodes",
  "order"."delivered_at" AS "deliveredAt",
  "order"."substitution_preference" AS "substitutionPreference",
  "order"."replacement_of" AS "replacementOf",
  "order"."created_at" AS "createdAt",
  "order"."updated_at" AS "updatedAt",
  (
    SELECT
      "invoice"."number" AS "invoice_number"
    FROM
      "invoices" "invoice"
    WHERE
      "invoice"."order_id" = "order"."id"
  ) AS "invoiceNumber",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "note"."id",
            'number',
            "note"."number",
            'issuedAt',
            "note"."issued_at",
            'total',
            CAST("note"."total" AS text)
          )
          ORDER BY
            "note"."issued_at",
            "note"."serial"
        ),
        '[]'
      )
    FROM
      "credit_notes" "note"
    WHERE
      "note"."order_id" = "order"."id"
  ) AS "creditNotes",
  (
    SELECT
      "review"."rating" AS "review_rating"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewRating",
  (
    SELECT
      "review"."comment" AS "review_comment"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewComment",
  (
    SELECT
      "review"."created_at" AS "review_created_at"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewCreatedAt",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "item"."id",
            'quantity',
            "item"."quantity",
            'unitPrice',
            CAST("item"."unit_price" AS text),
            'totalPrice',
            CAST("item"."total_price" AS text),
            'gstAmount',
            CAST("item"."gst_amount" AS text),
            'fulfillmentStatus',
            "item"."fulfillment_status",
            'productId',
            "item"."product_id",
            'productName',
            "item"."product_name",
            'substitution',
            (
              SELECT
                json_build_object(
                  'id',
                  "offer"."id",
                  'productId',
                  "offer"."product_id",
                  'productName',
                  "offer"."product_name",
                  'quantity',
                  "offer"."quantity",
                  'unitPrice',
                  CAST("offer"."unit_price" AS text),
                  'gstRate',
                  CAST("offer"."gst_rate" AS text),
                  'gstIncluded',
                  "offer"."gst_included",
                  'status',
                  "offer"."status",
                  'answerBy',
                  "offer"."answer_by"
                )
              FROM
                "order_item_substitutions" "offer"
              WHERE
                "offer"."order_item_id" = "item"."id"
              ORDER BY
                "offer"."offered_at" DESC
              LIMIT
                1
            )
          )
          ORDER BY
            "item"."position"
        ),
        '[]'
      )
    FROM
      "order_items" "item"
    WHERE
      "item"."order_id" = "order"."id"
  ) AS "items",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'status',
            "change"."status",
            'changedAt',
            "change"."changed_at",
            'role',
            "change"."role",
            'reasonCode',
            "change"."reason_code",
            'reason',
            "change"."reason",
            'event',
            "change"."event"
          )
          ORDER BY
            "change"."changed_at"
        ),
        '[]'
      )
    FROM
      "order_status_changes" "change"
    WHERE
      "change"."order_id" = "order"."id"
  ) AS "timeline"
FROM
  "orders" "order"
WHERE
  "order"."customer_id" = $1
  AND "order"."id" = $2;

-- INSERT_ORDER_STATUS_CHANGE ($1 orderId, $2 status, $3 role, $4 userId, $5 changedAt, $6 reasonCode, $7 event, $8 reason)
INSERT INTO
  "order_status_changes" (
    "id",
    "order_id",
    "status",
    "role",
    "user_id",
    "changed_at",
    "reason_code",
    "event",
    "reason"
  )
VALUES
  (DEFAULT, $1, $2, $3, $4, $5, $6, $7, $8);

-- ORDER_ID_BY_IDEMPOTENCY_KEY ($1 customerId, $2 key)
SELECT
  "order"."id" AS "order_id"
FROM
  "orders" "order"
WHERE
  "order"."customer_id" = $1
  AND "order"."idempotency_key" = $2;

-- ORDER_ROW ($1 id)
SELECT
  "order"."id" AS "id",
  "order"."customer_id" AS "customerId",
  "order"."shop_id" AS "shopId",
  "order"."shop_name" AS "shopName",
  "order"."shop_phone" AS "shopPhone",
  "order"."customer_name" AS "customerName",
  "order"."customer_phone" AS "customerPhone",
  "order"."status" AS "status",
  "order"."payment_method" AS "paymentMethod",
  "order"."payment_timing" AS "paymentTiming",
  "order"."payment_status" AS "paymentStatus",
  "order"."paid_with" AS "paidWith",
  "order"."amount_paid" AS "amountPaid",
  "order"."payment_utr" AS "paymentUtr",
  "order"."customer_utr" AS "customerUtr",
  "order"."paid_at" AS "paidAt",
  "order"."upi_id" AS "upiId",
  "order"."upi_payee_name" AS "upiPayeeName",
  "order"."total_amount" AS "totalAmount",
  "order"."gst_amount" AS "gstAmount",
  "order"."delivery_charges" AS "deliveryCharges",
  "order"."final_amount" AS "finalAmount",
  "order"."address_title" AS "addressTitle",
  "order"."address_line" AS "addressLine",
  "order"."address_city" AS "addressCity",
  "order"."address_state" AS "addressState",
  "order"."address_pincode" AS "addressPincode",
  "order"."accept_by" AS "acceptBy",
  "order"."promised_by" AS "promisedBy",
  "order"."wrong_delivery_codes" AS "wrongDeliveryCodes",
  "order"."delivered_at" AS "deliveredAt",
  "order"."substitution_preference" AS "substitutionPreference",
  "order"."replacement_of" AS "replacementOf",
  "order"."created_at" AS "createdAt",
  "order"."updated_at" AS "updatedAt",
  NULL AS "deliveryCode",
  (
    SELECT
      "invoice"."number" AS "invoice_number"
    FROM
      "invoices" "invoice"
    WHERE
      "invoice"."order_id" = "order"."id"
  ) AS "invoiceNumber",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "note"."id",
            'number',
            "note"."number",
            'issuedAt',
            "note"."issued_at",
            'total',
            CAST("note"."total" AS text)
          )
          ORDER BY
            "note"."issued_at",
            "note"."serial"
        ),
        '[]'
      )
    FROM
      "credit_notes" "note"
    WHERE
      "note"."order_id" = "order"."id"
  ) AS "creditNotes",
  (
    SELECT
      "review"."rating" AS "review_rating"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewRating",
  (
    SELECT
      "review"."comment" AS "review_comment"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewComment",
  (
    SELECT
      "review"."created_at" AS "review_created_at"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewCreatedAt",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "item"."id",
            'quantity',
            "item"."quantity",
            'unitPrice',
            CAST("item"."unit_price" AS text),
            'totalPrice',
            CAST("item"."total_price" AS text),
            'gstAmount',
            CAST("item"."gst_amount" AS text),
            'fulfillmentStatus',
            "item"."fulfillment_status",
            'productId',
            "item"."product_id",
            'productName',
            "item"."product_name",
            'substitution',
            (
              SELECT
                json_build_object(
                  'id',
                  "offer"."id",
                  'productId',
                  "offer"."product_id",
                  'productName',
                  "offer"."product_name",
                  'quantity',
                  "offer"."quantity",
                  'unitPrice',
                  CAST("offer"."unit_price" AS text),
                  'gstRate',
                  CAST("offer"."gst_rate" AS text),
                  'gstIncluded',
                  "offer"."gst_included",
                  'status',
                  "offer"."status",
                  'answerBy',
                  "offer"."answer_by"
                )
              FROM
                "order_item_substitutions" "offer"
              WHERE
                "offer"."order_item_id" = "item"."id"
              ORDER BY
                "offer"."offered_at" DESC
              LIMIT
                1
            )
          )
          ORDER BY
            "item"."position"
        ),
        '[]'
      )
    FROM
      "order_items" "item"
    WHERE
      "item"."order_id" = "order"."id"
  ) AS "items",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'status',
            "change"."status",
            'changedAt',
            "change"."changed_at",
            'role',
            "change"."role",
            'reasonCode',
            "change"."reason_code",
            'reason',
            "change"."reason",
            'event',
            "change"."event"
          )
          ORDER BY
            "change"."changed_at"
        ),
        '[]'
      )
    FROM
      "order_status_changes" "change"
    WHERE
      "change"."order_id" = "order"."id"
  ) AS "timeline"
FROM
  "orders" "order"
WHERE
  "order"."id" = $1;

-- SHOP_ORDER_ROW ($1 shopId, $2 id)
SELECT
  "order"."id" AS "id",
  "order"."customer_id" AS "customerId",
  "order"."shop_id" AS "shopId",
  "order"."shop_name" AS "shopName",
  "order"."shop_phone" AS "shopPhone",
  "order"."customer_name" AS "customerName",
  "order"."customer_phone" AS "customerPhone",
  "order"."status" AS "status",
  "order"."payment_method" AS "paymentMethod",
  "order"."payment_timing" AS "paymentTiming",
  "order"."payment_status" AS "paymentStatus",
  "order"."paid_with" AS "paidWith",
  "order"."amount_paid" AS "amountPaid",
  "order"."payment_utr" AS "paymentUtr",
  "order"."customer_utr" AS "customerUtr",
  "order"."paid_at" AS "paidAt",
  "order"."upi_id" AS "upiId",
  "order"."upi_payee_name" AS "upiPayeeName",
  "order"."total_amount" AS "totalAmount",
  "order"."gst_amount" AS "gstAmount",
  "order"."delivery_charges" AS "deliveryCharges",
  "order"."final_amount" AS "finalAmount",
  "order"."address_title" AS "addressTitle",
  "order"."address_line" AS "addressLine",
  "order"."address_city" AS "addressCity",
  "order"."address_state" AS "addressState",
  "order"."address_pincode" AS "addressPincode",
  "order"."accept_by" AS "acceptBy",
  "order"."promised_by" AS "promisedBy",
  "order"."wrong_delivery_codes" AS "wrongDeliveryCodes",
  "order"."delivered_at" AS "deliveredAt",
  "order"."substitution_preference" AS "substitutionPreference",
  "order"."replacement_of" AS "replacementOf",
  "order"."created_at" AS "createdAt",
  "order"."updated_at" AS "updatedAt",
  NULL AS "deliveryCode",
  (
    SELECT
      "invoice"."number" AS "invoice_number"
    FROM
      "invoices" "invoice"
    WHERE
      "invoice"."order_id" = "order"."id"
  ) AS "invoiceNumber",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "note"."id",
            'number',
            "note"."number",
            'issuedAt',
            "note"."issued_at",
            'total',
            CAST("note"."total" AS text)
          )
          ORDER BY
            "note"."issued_at",
            "note"."serial"
        ),
        '[]'
      )
    FROM
      "credit_notes" "note"
    WHERE
      "note"."order_id" = "order"."id"
  ) AS "creditNotes",
  (
    SELECT
      "review"."rating" AS "review_rating"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewRating",
  (
    SELECT
      "review"."comment" AS "review_comment"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewComment",
  (
    SELECT
      "review"."created_at" AS "review_created_at"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewCreatedAt",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "item"."id",
            'quantity',
            "item"."quantity",
            'unitPrice',
            CAST("item"."unit_price" AS text),
            'totalPrice',
            CAST("item"."total_price" AS text),
            'gstAmount',
            CAST("item"."gst_amount" AS text),
            'fulfillmentStatus',
            "item"."fulfillment_status",
            'productId',
            "item"."product_id",
            'productName',
            "item"."product_name",
            'substitution',
            (
              SELECT
                json_build_object(
                  'id',
                  "offer"."id",
                  'productId',
                  "offer"."product_id",
                  'productName',
                  "offer"."product_name",
                  'quantity',
                  "offer"."quantity",
                  'unitPrice',
                  CAST("offer"."unit_price" AS text),
                  'gstRate',
                  CAST("offer"."gst_rate" AS text),
                  'gstIncluded',
                  "offer"."gst_included",
                  'status',
                  "offer"."status",
                  'answerBy',
                  "offer"."answer_by"
                )
              FROM
                "order_item_substitutions" "offer"
              WHERE
                "offer"."order_item_id" = "item"."id"
              ORDER BY
                "offer"."offered_at" DESC
              LIMIT
                1
            )
          )
          ORDER BY
            "item"."position"
        ),
        '[]'
      )
    FROM
      "order_items" "item"
    WHERE
      "item"."order_id" = "order"."id"
  ) AS "items",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'status',
            "change"."status",
            'changedAt',
            "change"."changed_at",
            'role',
            "change"."role",
            'reasonCode',
            "change"."reason_code",
            'reason',
            "change"."reason",
            'event',
            "change"."event"
          )
          ORDER BY
            "change"."changed_at"
        ),
        '[]'
      )
    FROM
      "order_status_changes" "change"
    WHERE
      "change"."order_id" = "order"."id"
  ) AS "timeline"
FROM
  "orders" "order"
WHERE
  "order"."shop_id" = $1
  AND "order"."id" = $2;

-- a page of orders: {"viewer":"admin"}, filter [], sort ["createdAt","DESC"], rows 0 to 999
SELECT
  "order"."id" AS "id",
  "order"."customer_id" AS "customerId",
  "order"."shop_id" AS "shopId",
  "order"."shop_name" AS "shopName",
  "order"."shop_phone" AS "shopPhone",
  "order"."customer_name" AS "customerName",
  "order"."customer_phone" AS "customerPhone",
  "order"."status" AS "status",
  "order"."payment_method" AS "paymentMethod",
  "order"."payment_timing" AS "paymentTiming",
  "order"."payment_status" AS "paymentStatus",
  "order"."paid_with" AS "paidWith",
  "order"."amount_paid" AS "amountPaid",
  "order"."payment_utr" AS "paymentUtr",
  "order"."customer_utr" AS "customerUtr",
  "order"."paid_at" AS "paidAt",
  "order"."upi_id" AS "upiId",
  "order"."upi_payee_name" AS "upiPayeeName",
  "order"."total_amount" AS "totalAmount",
  "order"."gst_amount" AS "gstAmount",
  "order"."delivery_charges" AS "deliveryCharges",
  "order"."final_amount" AS "finalAmount",
  "order"."address_title" AS "addressTitle",
  "order"."address_line" AS "addressLine",
  "order"."address_city" AS "addressCity",
  "order"."address_state" AS "addressState",
  "order"."address_pincode" AS "addressPincode",
  "order"."accept_by" AS "acceptBy",
  "order"."promised_by" AS "promisedBy",
  "order"."wrong_delivery_codes" AS "wrongDeliveryCodes",
  "order"."delivered_at" AS "deliveredAt",
  "order"."substitution_preference" AS "substitutionPreference",
  "order"."replacement_of" AS "replacementOf",
  "order"."created_at" AS "createdAt",
  "order"."updated_at" AS "updatedAt",
  NULL AS "deliveryCode",
  (
    SELECT
      "invoice"."number" AS "invoice_number"
    FROM
      "invoices" "invoice"
    WHERE
      "invoice"."order_id" = "order"."id"
  ) AS "invoiceNumber",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "note"."id",
            'number',
            "note"."number",
            'issuedAt',
            "note"."issued_at",
            'total',
            CAST("note"."total" AS text)
          )
          ORDER BY
            "note"."issued_at",
            "note"."serial"
        ),
        '[]'
      )
    FROM
      "credit_notes" "note"
    WHERE
      "note"."order_id" = "order"."id"
  ) AS "creditNotes",
  (
    SELECT
      "review"."rating" AS "review_rating"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewRating",
  (
    SELECT
      "review"."comment" AS "review_comment"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewComment",
  (
    SELECT
      "review"."created_at" AS "review_created_at"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewCreatedAt",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "item"."id",
            'quantity',
            "item"."quantity",
            'unitPrice',
            CAST("item"."unit_price" AS text),
            'totalPrice',
            CAST("item"."total_price" AS text),
            'gstAmount',
            CAST("item"."gst_amount" AS text),
            'fulfillmentStatus',
            "item"."fulfillment_status",
            'productId',
            "item"."product_id",
            'productName',
            "item"."product_name",
            'substitution',
            (
              SELECT
                json_build_object(
                  'id',
                  "offer"."id",
                  'productId',
                  "offer"."product_id",
                  'productName',
                  "offer"."product_name",
                  'quantity',
                  "offer"."quantity",
                  'unitPrice',
                  CAST("offer"."unit_price" AS text),
                  'gstRate',
                  CAST("offer"."gst_rate" AS text),
                  'gstIncluded',
                  "offer"."gst_included",
                  'status',
                  "offer"."status",
                  'answerBy',
                  "offer"."answer_by"
                )
              FROM
                "order_item_substitutions" "offer"
              WHERE
                "offer"."order_item_id" = "item"."id"
              ORDER BY
                "offer"."offered_at" DESC
              LIMIT
                1
            )
          )
          ORDER BY
            "item"."position"
        ),
        '[]'
      )
    FROM
      "order_items" "item"
    WHERE
      "item"."order_id" = "order"."id"
  ) AS "items",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'status',
            "change"."status",
            'changedAt',
            "change"."changed_at",
            'role',
            "change"."role",
            'reasonCode',
            "change"."reason_code",
            'reason',
            "change"."reason",
            'event',
            "change"."event"
          )
          ORDER BY
            "change"."changed_at"
        ),
        '[]'
      )
    FROM
      "order_status_changes" "change"
    WHERE
      "change"."order_id" = "order"."id"
  ) AS "timeline",
  (
    SELECT
      COUNT(*)
    FROM
      (
        SELECT
          1
        FROM
          "orders" "order"
        ORDER BY
          "order"."created_at" DESC
        LIMIT
          10001
      ) AS counted
  ) AS "list_total"
FROM
  "orders" "order"
ORDER BY
  "order"."created_at" DESC,
  "order"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of orders: {"viewer":"customer"}, filter [], sort ["createdAt","DESC"], rows 0 to 999
SELECT
  "order"."id" AS "id",
  "order"."customer_id" AS "customerId",
  "order"."shop_id" AS "shopId",
  "order"."shop_name" AS "shopName",
  "order"."shop_phone" AS "shopPhone",
  "order"."customer_name" AS "customerName",
  "order"."customer_phone" AS "customerPhone",
  "order"."status" AS "status",
  "order"."payment_method" AS "paymentMethod",
  "order"."payment_timing" AS "paymentTiming",
  "order"."payment_status" AS "paymentStatus",
  "order"."paid_with" AS "paidWith",
  "order"."amount_paid" AS "amountPaid",
  "order"."payment_utr" AS "paymentUtr",
  "order"."customer_utr" AS "customerUtr",
  "order"."paid_at" AS "paidAt",
  "order"."upi_id" AS "upiId",
  "order"."upi_payee_name" AS "upiPayeeName",
  "order"."total_amount" AS "totalAmount",
  "order"."gst_amount" AS "gstAmount",
  "order"."delivery_charges" AS "deliveryCharges",
  "order"."final_amount" AS "finalAmount",
  "order"."address_title" AS "addressTitle",
  "order"."address_line" AS "addressLine",
  "order"."address_city" AS "addressCity",
  "order"."address_state" AS "addressState",
  "order"."address_pincode" AS "addressPincode",
  "order"."accept_by" AS "acceptBy",
  "order"."promised_by" AS "promisedBy",
  "order"."delivery_code" AS "deliveryCode",
  "order"."wrong_delivery_codes" AS "wrongDeliveryCodes",
  "order"."delivered_at" AS "deliveredAt",
  "order"."substitution_preference" AS "substitutionPreference",
  "order"."replacement_of" AS "replacementOf",
  "order"."created_at" AS "createdAt",
  "order"."updated_at" AS "updatedAt",
  (
    SELECT
      "invoice"."number" AS "invoice_number"
    FROM
      "invoices" "invoice"
    WHERE
      "invoice"."order_id" = "order"."id"
  ) AS "invoiceNumber",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "note"."id",
            'number',
            "note"."number",
            'issuedAt',
            "note"."issued_at",
            'total',
            CAST("note"."total" AS text)
          )
          ORDER BY
            "note"."issued_at",
            "note"."serial"
        ),
        '[]'
      )
    FROM
      "credit_notes" "note"
    WHERE
      "note"."order_id" = "order"."id"
  ) AS "creditNotes",
  (
    SELECT
      "review"."rating" AS "review_rating"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewRating",
  (
    SELECT
      "review"."comment" AS "review_comment"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewComment",
  (
    SELECT
      "review"."created_at" AS "review_created_at"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewCreatedAt",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "item"."id",
            'quantity',
            "item"."quantity",
            'unitPrice',
            CAST("item"."unit_price" AS text),
            'totalPrice',
            CAST("item"."total_price" AS text),
            'gstAmount',
            CAST("item"."gst_amount" AS text),
            'fulfillmentStatus',
            "item"."fulfillment_status",
            'productId',
            "item"."product_id",
            'productName',
            "item"."product_name",
            'substitution',
            (
              SELECT
                json_build_object(
                  'id',
                  "offer"."id",
                  'productId',
                  "offer"."product_id",
                  'productName',
                  "offer"."product_name",
                  'quantity',
                  "offer"."quantity",
                  'unitPrice',
                  CAST("offer"."unit_price" AS text),
                  'gstRate',
                  CAST("offer"."gst_rate" AS text),
                  'gstIncluded',
                  "offer"."gst_included",
                  'status',
                  "offer"."status",
                  'answerBy',
                  "offer"."answer_by"
                )
              FROM
                "order_item_substitutions" "offer"
              WHERE
                "offer"."order_item_id" = "item"."id"
              ORDER BY
                "offer"."offered_at" DESC
              LIMIT
                1
            )
          )
          ORDER BY
            "item"."position"
        ),
        '[]'
      )
    FROM
      "order_items" "item"
    WHERE
      "item"."order_id" = "order"."id"
  ) AS "items",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'status',
            "change"."status",
            'changedAt',
            "change"."changed_at",
            'role',
            "change"."role",
            'reasonCode',
            "change"."reason_code",
            'reason',
            "change"."reason",
            'event',
            "change"."event"
          )
          ORDER BY
            "change"."changed_at"
        ),
        '[]'
      )
    FROM
      "order_status_changes" "change"
    WHERE
      "change"."order_id" = "order"."id"
  ) AS "timeline",
  (
    SELECT
      COUNT(*)
    FROM
      (
        SELECT
          1
        FROM
          "orders" "order"
        WHERE
          "order"."customer_id" = $1
        ORDER BY
          "order"."created_at" DESC
        LIMIT
          10001
      ) AS counted
  ) AS "list_total"
FROM
  "orders" "order"
WHERE
  "order"."customer_id" = $1
ORDER BY
  "order"."created_at" DESC,
  "order"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of orders: {"viewer":"shopkeeper"}, filter [["status","equals"]], sort ["createdAt","DESC"], rows 0 to 999
SELECT
  "order"."id" AS "id",
  "order"."customer_id" AS "customerId",
  "order"."shop_id" AS "shopId",
  "order"."shop_name" AS "shopName",
  "order"."shop_phone" AS "shopPhone",
  "order"."customer_name" AS "customerName",
  "order"."customer_phone" AS "customerPhone",
  "order"."status" AS "status",
  "order"."payment_method" AS "paymentMethod",
  "order"."payment_timing" AS "paymentTiming",
  "order"."payment_status" AS "paymentStatus",
  "order"."paid_with" AS "paidWith",
  "order"."amount_paid" AS "amountPaid",
  "order"."payment_utr" AS "paymentUtr",
  "order"."customer_utr" AS "customerUtr",
  "order"."paid_at" AS "paidAt",
  "order"."upi_id" AS "upiId",
  "order"."upi_payee_name" AS "upiPayeeName",
  "order"."total_amount" AS "totalAmount",
  "order"."gst_amount" AS "gstAmount",
  "order"."delivery_charges" AS "deliveryCharges",
  "order"."final_amount" AS "finalAmount",
  "order"."address_title" AS "addressTitle",
  "order"."address_line" AS "addressLine",
  "order"."address_city" AS "addressCity",
  "order"."address_state" AS "addressState",
  "order"."address_pincode" AS "addressPincode",
  "order"."accept_by" AS "acceptBy",
  "order"."promised_by" AS "promisedBy",
  "order"."wrong_delivery_codes" AS "wrongDeliveryCodes",
  "order"."delivered_at" AS "deliveredAt",
  "order"."substitution_preference" AS "substitutionPreference",
  "order"."replacement_of" AS "replacementOf",
  "order"."created_at" AS "createdAt",
  "order"."updated_at" AS "updatedAt",
  NULL AS "deliveryCode",
  (
    SELECT
      "invoice"."number" AS "invoice_number"
    FROM
      "invoices" "invoice"
    WHERE
      "invoice"."order_id" = "order"."id"
  ) AS "invoiceNumber",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "note"."id",
            'number',
            "note"."number",
            'issuedAt',
            "note"."issued_at",
            'total',
            CAST("note"."total" AS text)
          )
          ORDER BY
            "note"."issued_at",
            "note"."serial"
        ),
        '[]'
      )
    FROM
      "credit_notes" "note"
    WHERE
      "note"."order_id" = "order"."id"
  ) AS "creditNotes",
  (
    SELECT
      "review"."rating" AS "review_rating"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewRating",
  (
    SELECT
      "review"."comment" AS "review_comment"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewComment",
  (
    SELECT
      "review"."created_at" AS "review_created_at"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewCreatedAt",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "item"."id",
            'quantity',
            "item"."quantity",
            'unitPrice',
            CAST("item"."unit_price" AS text),
            'totalPrice',
            CAST("item"."total_price" AS text),
            'gstAmount',
            CAST("item"."gst_amount" AS text),
            'fulfillmentStatus',
            "item"."fulfillment_status",
            'productId',
            "item"."product_id",
            'productName',
            "item"."product_name",
            'substitution',
            (
              SELECT
                json_build_object(
                  'id',
                  "offer"."id",
                  'productId',
                  "offer"."product_id",
                  'productName',
                  "offer"."product_name",
                  'quantity',
                  "offer"."quantity",
                  'unitPrice',
                  CAST("offer"."unit_price" AS text),
                  'gstRate',
                  CAST("offer"."gst_rate" AS text),
                  'gstIncluded',
                  "offer"."gst_included",
                  'status',
                  "offer"."status",
                  'answerBy',
                  "offer"."answer_by"
                )
              FROM
                "order_item_substitutions" "offer"
              WHERE
                "offer"."order_item_id" = "item"."id"
              ORDER BY
                "offer"."offered_at" DESC
              LIMIT
                1
            )
          )
          ORDER BY
            "item"."position"
        ),
        '[]'
      )
    FROM
      "order_items" "item"
    WHERE
      "item"."order_id" = "order"."id"
  ) AS "items",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'status',
            "change"."status",
            'changedAt',
            "change"."changed_at",
            'role',
            "change"."role",
            'reasonCode',
            "change"."reason_code",
            'reason',
            "change"."reason",
            'event',
            "change"."event"
          )
          ORDER BY
            "change"."changed_at"
        ),
        '[]'
      )
    FROM
      "order_status_changes" "change"
    WHERE
      "change"."order_id" = "order"."id"
  ) AS "timeline",
  (
    SELECT
      COUNT(*)
    FROM
      (
        SELECT
          1
        FROM
          "orders" "order"
        WHERE
          "order"."shop_id" = $1
          AND "order"."status" = $2
        ORDER BY
          "order"."created_at" DESC
        LIMIT
          10001
      ) AS counted
  ) AS "list_total"
FROM
  "orders" "order"
WHERE
  "order"."shop_id" = $1
  AND "order"."status" = $2
ORDER BY
  "order"."created_at" DESC,
  "order"."id" ASC
LIMIT
  1000
OFFSET
  0;

-- a page of orders: {"viewer":"shopkeeper"}, filter [], sort ["createdAt","DESC"], rows 0 to 999
SELECT
  "order"."id" AS "id",
  "order"."customer_id" AS "customerId",
  "order"."shop_id" AS "shopId",
  "order"."shop_name" AS "shopName",
  "order"."shop_phone" AS "shopPhone",
  "order"."customer_name" AS "customerName",
  "order"."customer_phone" AS "customerPhone",
  "order"."status" AS "status",
  "order"."payment_method" AS "paymentMethod",
  "order"."payment_timing" AS "paymentTiming",
  "order"."payment_status" AS "paymentStatus",
  "order"."paid_with" AS "paidWith",
  "order"."amount_paid" AS "amountPaid",
  "order"."payment_utr" AS "paymentUtr",
  "order"."customer_utr" AS "customerUtr",
  "order"."paid_at" AS "paidAt",
  "order"."upi_id" AS "upiId",
  "order"."upi_payee_name" AS "upiPayeeName",
  "order"."total_amount" AS "totalAmount",
  "order"."gst_amount" AS "gstAmount",
  "order"."delivery_charges" AS "deliveryCharges",
  "order"."final_amount" AS "finalAmount",
  "order"."address_title" AS "addressTitle",
  "order"."address_line" AS "addressLine",
  "order"."address_city" AS "addressCity",
  "order"."address_state" AS "addressState",
  "order"."address_pincode" AS "addressPincode",
  "order"."accept_by" AS "acceptBy",
  "order"."promised_by" AS "promisedBy",
  "order"."wrong_delivery_codes" AS "wrongDeliveryCodes",
  "order"."delivered_at" AS "deliveredAt",
  "order"."substitution_preference" AS "substitutionPreference",
  "order"."replacement_of" AS "replacementOf",
  "order"."created_at" AS "createdAt",
  "order"."updated_at" AS "updatedAt",
  NULL AS "deliveryCode",
  (
    SELECT
      "invoice"."number" AS "invoice_number"
    FROM
      "invoices" "invoice"
    WHERE
      "invoice"."order_id" = "order"."id"
  ) AS "invoiceNumber",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "note"."id",
            'number',
            "note"."number",
            'issuedAt',
            "note"."issued_at",
            'total',
            CAST("note"."total" AS text)
          )
          ORDER BY
            "note"."issued_at",
            "note"."serial"
        ),
        '[]'
      )
    FROM
      "credit_notes" "note"
    WHERE
      "note"."order_id" = "order"."id"
  ) AS "creditNotes",
  (
    SELECT
      "review"."rating" AS "review_rating"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewRating",
  (
    SELECT
      "review"."comment" AS "review_comment"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewComment",
  (
    SELECT
      "review"."created_at" AS "review_created_at"
    FROM
      "shop_reviews" "review"
    WHERE
      "review"."order_id" = "order"."id"
  ) AS "reviewCreatedAt",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'id',
            "item"."id",
            'quantity',
            "item"."quantity",
            'unitPrice',
            CAST("item"."unit_price" AS text),
            'totalPrice',
            CAST("item"."total_price" AS text),
            'gstAmount',
            CAST("item"."gst_amount" AS text),
            'fulfillmentStatus',
            "item"."fulfillment_status",
            'productId',
            "item"."product_id",
            'productName',
            "item"."product_name",
            'substitution',
            (
              SELECT
                json_build_object(
                  'id',
                  "offer"."id",
                  'productId',
                  "offer"."product_id",
                  'productName',
                  "offer"."product_name",
                  'quantity',
                  "offer"."quantity",
                  'unitPrice',
                  CAST("offer"."unit_price" AS text),
                  'gstRate',
                  CAST("offer"."gst_rate" AS text),
                  'gstIncluded',
                  "offer"."gst_included",
                  'status',
                  "offer"."status",
                  'answerBy',
                  "offer"."answer_by"
                )
              FROM
                "order_item_substitutions" "offer"
              WHERE
                "offer"."order_item_id" = "item"."id"
              ORDER BY
                "offer"."offered_at" DESC
              LIMIT
                1
            )
          )
          ORDER BY
            "item"."position"
        ),
        '[]'
      )
    FROM
      "order_items" "item"
    WHERE
      "item"."order_id" = "order"."id"
  ) AS "items",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'status',
            "change"."status",
            'changedAt',
            "change"."changed_at",
            'role',
            "change"."role",
            'reasonCode',
            "change"."reason_code",
            'reason',
            "change"."reason",
            'event',
            "change"."event"
          )
          ORDER BY
            "change"."changed_at"
        ),
        '[]'
      )
    FROM
      "order_status_changes" "change"
    WHERE
      "change"."order_id" = "order"."id"
  ) AS "timeline",
  (
    SELECT
      COUNT(*)
    FROM
      (
        SELECT
          1
        FROM
          "orders" "order"
        WHERE
          "order"."shop_id" = $1
        ORDER BY
          "order"."created_at" DESC
        LIMIT
          10001
      ) AS counted
  ) AS "list_total"
FROM
  "orders" "order"
WHERE
  "order"."shop_id" = $1
ORDER BY
  "order"."created_at" DESC,
  "order"."id" ASC
LIMIT
  1000
OFFSET
  0;
