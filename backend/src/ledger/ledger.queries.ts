/**
 * Per shop (or for the shop $3 alone, `forOneShop`), the settlements paid from $1 to $2 and those
 * paid before $1, summed in paise.
 */
export const settledSumsPerShopSql = (forOneShop: boolean) => `SELECT shop_id AS "shopId",
              COALESCE(CAST(SUM(amount * 100) FILTER (WHERE settled_on >= $1) AS bigint), 0) AS settled,
              COALESCE(CAST(SUM(amount * 100) FILTER (WHERE settled_on < $1) AS bigint), 0) AS "settledBefore"
         FROM settlements
        WHERE settled_on <= $2 ${forOneShop ? 'AND shop_id = $3' : ''}
        GROUP BY shop_id`;
