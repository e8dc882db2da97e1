import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Relation } from 'typeorm';
import { OrderItem } from '../orders/order-item.entity';
import { Claim } from './claim.entity';

/** How many units of one line of the order a claim concerns. */
@Entity({ name: 'claim_items' })
@Index('IDX_claim_items_order_item', ['orderItemId'])
@Check('CHK_claim_items_quantity', '"quantity" BETWEEN 1 AND 99')
export class ClaimItem {
  @PrimaryColumn({ name: 'claim_id', type: 'uuid', primaryKeyConstraintName: 'PK_claim_items' })
  claimId!: string;

  @ManyToOne(() => Claim, (claim) => claim.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claim_id', foreignKeyConstraintName: 'FK_claim_items_claim' })
  claim?: Relation<Claim>;

  @PrimaryColumn({ name: 'order_item_id', type: 'uuid', primaryKeyConstraintName: 'PK_claim_items' })
  orderItemId!: string;

  @ManyToOne(() => OrderItem)
  @JoinColumn({ name: 'order_item_id', foreignKeyConstraintName: 'FK_claim_items_order_item' })
  orderItem?: OrderItem;

  @Column({ type: 'smallint' })
  quantity!: number;
}
