import { Column, Entity, JoinColumn, ManyToOne, OneToMany, Relation } from 'typeorm';
import { TimestampedEntity } from '../database/base-entities';
import { Shop } from '../shops/shop.entity';
import { User } from '../users/user.entity';
import type { CartItem } from './cart-item.entity';

/** A customer's one cart, for one shop (D7). The row exists only while it holds items. */
@Entity({ name: 'carts' })
export class Cart extends TimestampedEntity {
  @Column({ name: 'customer_id', type: 'uuid', unique: true })
  customerId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: User;

  @Column({ name: 'shop_id', type: 'uuid' })
  shopId!: string;

  @ManyToOne(() => Shop, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'shop_id' })
  shop?: Shop;

  // Named by string: the item imports this entity, so it imports only the item's type (no import cycle).
  @OneToMany('CartItem', 'cart')
  items?: Relation<CartItem>[];
}
