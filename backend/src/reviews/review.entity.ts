import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import type { Order } from '../orders/order.entity';
import type { Shop } from '../shops/shop.entity';
import { User } from '../users/user.entity';

/** One review per order: the database refuses a second one even when two requests race. */
export const REVIEW_ORDER_INDEX = 'UQ_shop_reviews_order';

/** A customer's rating of the shop that delivered one of their orders (D9). */
@Entity({ name: 'shop_reviews' })
@Index(['shopId', 'createdAt'])
@Index(REVIEW_ORDER_INDEX, ['orderId'], { unique: true })
@Check('CHK_shop_reviews_rating', '"rating" BETWEEN 1 AND 5')
export class ShopReview {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  // Named by string: the shops and orders modules ask this one for reviews, not the other way round.
  @ManyToOne('Shop')
  @JoinColumn({ name: 'shop_id' })
  shop?: Relation<Shop>;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne('Order')
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId!: string;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'customer_id' })
  customer?: User;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  comment!: string | null;

  /** Set from the application's clock, like an order's. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
