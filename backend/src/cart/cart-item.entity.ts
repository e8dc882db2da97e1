import { Check, Column, Entity, Index, JoinColumn, ManyToOne, Relation, Unique } from 'typeorm';
import { TimestampedEntity } from '../database/base-entities';
import { Product } from '../products/product.entity';
import { Cart } from './cart.entity';

export const MAX_CART_QUANTITY = 99;

/** One product in a cart; adding the same product again adds to its quantity. */
@Entity({ name: 'cart_items' })
@Unique('UQ_cart_items_cart_product', ['cartId', 'productId'])
@Check('CHK_cart_items_quantity', '"quantity" BETWEEN 1 AND 99')
export class CartItem extends TimestampedEntity {
  @Column({ name: 'cart_id', type: 'uuid' })
  cartId!: string;

  @ManyToOne(() => Cart, (cart) => cart.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cart_id' })
  cart?: Relation<Cart>;

  @Index()
  @Column({ name: 'product_id', type: 'uuid' })
  productId!: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Column({ type: 'integer' })
  quantity!: number;
}
