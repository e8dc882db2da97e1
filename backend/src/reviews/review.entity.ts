import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from '../orders/order.entity';
import { Shop } from '../shops/shop.entity';
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

  @ManyToOne(() => Shop)
  @JoinColumn({ name: 'shop_id' })
  shop?: Shop;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => Order)
  @JoinColumn({ name: 'order_id' })
  order?: Order;

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
