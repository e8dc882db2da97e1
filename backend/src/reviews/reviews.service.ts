import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-error.filter';
import { findPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { ListSpec } from '../database/paging/list-spec';
import { UsersService } from '../users/users.service';
import { CreateReviewDto, ReviewResponse, ShopRating, ShopReviewResponse } from './dto/review.dto';
import { REVIEW_ORDER_INDEX, ShopReview } from './review.entity';
import { AVERAGE_RATING, REVIEW_COUNT } from './reviews.queries';

export const ALREADY_RATED = 'You have already rated this order.';

const REVIEW_LIST: ListSpec = {
  columns: { id: 'review.id', rating: 'review.rating', createdAt: 'review.createdAt' },
  search: ['review.comment'],
  defaultSort: ['createdAt', 'DESC'],
};

/** The order a review rates: its shop, and the customer who placed it. */
export interface RatedOrder {
  id: string;
  shopId: string;
  customerId: string;
}

/**
 * Customers' reviews of shops, one per order, and the ratings they add up to. Other modules ask
 * here for ratings; whether an order may be rated is the orders module's rule.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly users: UsersService,
  ) {}

  /** Rates the shop of `order`, which the caller has found rateable and locked in the transaction of `manager`. */
  async create(manager: EntityManager, order: RatedOrder, fields: CreateReviewDto): Promise<ReviewResponse> {
    if (await manager.existsBy(ShopReview, { orderId: order.id })) throw new ConflictException(ALREADY_RATED);
    try {
      const review = await manager.save(
        manager.create(ShopReview, {
          shopId: order.shopId,
          orderId: order.id,
          customerId: order.customerId,
          rating: fields.rating,
          comment: fields.comment?.trim() || null,
          createdAt: this.clock.now(),
        }),
      );
      return ReviewResponse.from(review);
    } catch (error) {
      // Two reviews of one order raced past the check: the unique index refuses the second.
      if (isUniqueViolation(error, REVIEW_ORDER_INDEX)) throw new ConflictException(ALREADY_RATED);
      throw error;
    }
  }

  /** The reviews of a shop, with their authors' first names; the caller answers for the shop. */
  async listForShop(shopId: string, query: ListQueryDto): Promise<Page<ShopReviewResponse>> {
    const qb = this.dataSource.createQueryBuilder(ShopReview, 'review').where('review.shopId = :shopId', { shopId });
    const page = await findPage(qb, query, REVIEW_LIST);
    const customers = await this.users.namesOf(page.rows.map((review) => review.customerId));
    return mapPage(page, (review) => ShopReviewResponse.from(review, customers.get(review.customerId)!.name));
  }

  /** The ratings of these shops in one grouped query, by shop id; every shop has one. */
  async ratingsOf(shopIds: string[]): Promise<Map<string, ShopRating>> {
    const ratings = new Map<string, ShopRating>(shopIds.map((id) => [id, { averageRating: null, reviewCount: 0 }]));
    if (shopIds.length === 0) return ratings;
    const rows = await this.dataSource
      .createQueryBuilder(ShopReview, 'review')
      .select('review.shopId', 'shopId')
      .addSelect(AVERAGE_RATING, 'average')
      .addSelect(REVIEW_COUNT, 'count')
      .where({ shopId: In(shopIds) })
      .groupBy('review.shopId')
      .getRawMany<{ shopId: string; average: string; count: number }>();
    for (const row of rows) ratings.set(row.shopId, { averageRating: Number(row.average), reviewCount: row.count });
    return ratings;
  }
}
