import type { EntityManager } from 'typeorm';
import { builtOnce } from '../database/built-query';
import { ShopReview } from './review.entity';

/** The average rating of the reviews `review`, to one decimal: ratings are shown and sorted so. */
export const AVERAGE_RATING = 'ROUND(AVG(review.rating), 1)';
/** How many reviews `review` there are. */
export const REVIEW_COUNT = 'COUNT(*)::int';

/** The review's fields an order carries: its rating, its comment and when it was written. */
export type OrderReviewField = 'rating' | 'comment' | 'createdAt';

/**
 * SQL for `field` of the review of the order whose id is in `orderIdColumn` (a column of the
 * caller's query), NULL while it has none: orders read their review in their own statement.
 */
export const orderReviewFieldSql = builtOnce((manager, field: OrderReviewField, orderIdColumn: string) =>
  manager
    .createQueryBuilder()
    .subQuery()
    .select(`review.${field}`)
    .from(ShopReview, 'review')
    .where(`review.orderId = ${orderIdColumn}`)
    .getQuery(),
);

/** SQL for `aggregate` over the reviews of the shop whose id is in `shopIdColumn`. */
const aggregateSql = builtOnce((manager, aggregate: string, shopIdColumn: string) =>
  manager
    .createQueryBuilder()
    .subQuery()
    .select(aggregate)
    .from(ShopReview, 'review')
    .where(`review.shopId = ${shopIdColumn}`)
    .getQuery(),
);

/**
 * SQL for the `averageRating` that `ReviewsService.ratingsOf` answers, of the shop whose id is in
 * `shopIdColumn` (a column of the caller's query); null without reviews. Lists sort by it without
 * naming this module's table.
 */
export const averageRatingSql = (manager: EntityManager, shopIdColumn: string) =>
  aggregateSql(manager, AVERAGE_RATING, shopIdColumn);

/** SQL for the `reviewCount` that `ReviewsService.ratingsOf` answers, as `averageRatingSql`. */
export const reviewCountSql = (manager: EntityManager, shopIdColumn: string) =>
  aggregateSql(manager, REVIEW_COUNT, shopIdColumn);
