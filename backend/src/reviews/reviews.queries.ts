import type { EntityManager } from 'typeorm';
import { BuiltQuery, builtOnce } from '../database/built-query';
import { ShopReview } from './review.entity';

/** The average rating of the reviews `review`, to one decimal: ratings are shown and sorted so. */
export const AVERAGE_RATING = 'ROUND(AVG(review.rating), 1)';
/** How many reviews `review` there are. */
export const REVIEW_COUNT = 'COUNT(*)::int';

/** The reviews of the orders whose ids are in `orderIds`. */
export const REVIEWS_OF_ORDERS = new BuiltQuery<{ orderIds: string[] }, ShopReview>(['orderIds'], (manager) =>
  manager.createQueryBuilder(ShopReview, 'review').where('review.orderId = ANY(:orderIds)'),
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
