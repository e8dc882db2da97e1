import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-error.filter';
import { findPage, ListQueryDto, ListSpec, Page } from '../common/list-query';
import { OrderStatus } from '../orders/order-status';
import { Order } from '../orders/order.entity';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { ShopsService } from '../shops/shops.service';
import { CreateReviewDto } from './dto/review.dto';
import { REVIEW_ORDER_INDEX, ShopReview } from './review.entity';

/** A customer may rate the shop once the order has reached them (D9). */
const RATEABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'complete'];
export const NOT_YET_DELIVERED = 'You can rate the shop once your order is delivered.';
export const ALREADY_RATED = 'You have already rated this order.';

const REVIEW_LIST: ListSpec = {
  columns: { id: 'review.id', rating: 'review.rating', createdAt: 'review.createdAt' },
  search: ['review.comment'],
  defaultSort: ['createdAt', 'DESC'],
};

/** Customers rating the shop of a delivered order, one review per order, and reading a shop's reviews. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shops: ShopsService,
    private readonly clock: Clock,
  ) {}

  async create(customerId: string, orderId: string, fields: CreateReviewDto): Promise<ShopReview> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        // A shared lock: the order's status cannot change under the review, yet two reviews may race to the index.
        const order = await manager
          .createQueryBuilder(Order, 'order')
          .setLock('pessimistic_read')
          .where({ id: orderId, customerId })
          .getOne();
        if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
        if (!RATEABLE_STATUSES.includes(order.status)) throw new ConflictException(NOT_YET_DELIVERED);
        if (await manager.existsBy(ShopReview, { orderId })) throw new ConflictException(ALREADY_RATED);
        return manager.save(
          manager.create(ShopReview, {
            shopId: order.shopId,
            orderId,
            customerId,
            rating: fields.rating,
            comment: fields.comment?.trim() || null,
            createdAt: this.clock.now(),
          }),
        );
      });
    } catch (error) {
      if (isUniqueViolation(error, REVIEW_ORDER_INDEX)) throw new ConflictException(ALREADY_RATED);
      throw error;
    }
  }

  /** The reviews of a shop customers may see, with their authors; 404 for a missing or deleted shop. */
  async listForShop(shopId: string, query: ListQueryDto): Promise<Page<ShopReview>> {
    const shop = await this.shops.findForCustomers(shopId);
    const qb = this.dataSource
      .createQueryBuilder(ShopReview, 'review')
      .innerJoinAndSelect('review.customer', 'customer')
      .where('review.shopId = :shopId', { shopId: shop.id });
    return findPage(qb, query, REVIEW_LIST);
  }
}
