import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { sqlList } from '../database/sql';
import { OrderItem } from './order-item.entity';
import { SUBSTITUTION_STATUSES, SubstitutionStatus } from './order-status';
import { SoldProductColumns } from './sold-product-columns';

/** The most units of a replacement, as of any order line. */
export const MAX_SUBSTITUTE_QUANTITY = 99;

/**
 * A replacement the shop offers for an order item it cannot supply, with its own copy of the
 * product's name and prices when offered, as order items keep them. Approved, it becomes the item.
 */
@Entity({ name: 'order_item_substitutions' })
@Index(['orderItemId', 'offeredAt'])
// One open offer per item, even when two are sent at once.
@Index('UQ_order_item_substitutions_open', ['orderItemId'], { unique: true, where: `"status" = 'offered'` })
// The timer's sweep: open offers by their deadline.
@Index('IDX_order_item_substitutions_open_answer_by', ['answerBy'], { where: `"status" = 'offered'` })
@Check('CHK_order_item_substitutions_status', `"status" IN (${sqlList(SUBSTITUTION_STATUSES)})`)
@Check('CHK_order_item_substitutions_quantity', `"quantity" BETWEEN 1 AND ${MAX_SUBSTITUTE_QUANTITY}`)
export class OrderItemSubstitution extends SoldProductColumns {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_item_id', type: 'uuid' })
  orderItemId!: string;

  @ManyToOne(() => OrderItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_item_id' })
  orderItem?: Relation<OrderItem>;

  @Column({ type: 'varchar', length: 16, default: 'offered' })
  status!: SubstitutionStatus;

  @Column({ name: 'offered_at', type: 'timestamptz' })
  offeredAt!: Date;

  /** When the offer expires unless the customer answers it (SUBSTITUTION_WAIT_MINUTES after it was made). */
  @Column({ name: 'answer_by', type: 'timestamptz' })
  answerBy!: Date;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt!: Date | null;
}
