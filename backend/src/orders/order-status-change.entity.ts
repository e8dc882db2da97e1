import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { sqlList } from '../database/sql';
import { User } from '../users/user.entity';
import { Order } from './order.entity';
import { CANCEL_REASON_CODES } from './cancellation-reasons';
import { ORDER_ACTORS, ORDER_EVENTS, ORDER_STATUSES, OrderActor, OrderEvent, OrderStatus } from './order-status';

/**
 * One entry of an order's timeline: every status it took, when, by whom (D8), and why; and what else
 * happened to it (`event`, with the status it had then).
 */
@Entity({ name: 'order_status_changes' })
@Index(['orderId', 'changedAt'])
@Check('CHK_order_status_changes_status', `"status" IN (${sqlList(ORDER_STATUSES)})`)
@Check('CHK_order_status_changes_role', `"role" IN (${sqlList(ORDER_ACTORS)})`)
@Check('CHK_order_status_changes_event', `"event" IN (${sqlList(ORDER_EVENTS)})`)
@Check('CHK_order_status_changes_reason_code', `"reason_code" IN (${sqlList(CANCEL_REASON_CODES)})`)
export class OrderStatusChange {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.statusChanges, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<Order>;

  @Column({ type: 'varchar', length: 20 })
  status!: OrderStatus;

  @Column({ type: 'varchar', length: 16 })
  role!: OrderActor;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;

  /** A cancellation's reason code (`cancellation-reasons.ts`); null for other changes. */
  @Column({ name: 'reason_code', type: 'varchar', length: 32, nullable: true })
  reasonCode!: string | null;

  /** What happened, when the entry is no change of status: a claim's step, a refund. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  event!: OrderEvent | null;

  /** Why, as people read it: a cancellation's reason and note, an admin's override reason, a dispatch note. */
  @Column({ type: 'varchar', length: 1100, nullable: true })
  reason!: string | null;
}
