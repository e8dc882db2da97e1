import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A request a user sent with an Idempotency-Key, and its answer once it has one: the same request
 * sent again with the key is answered from here instead of being applied again.
 */
@Entity({ name: 'idempotent_requests' })
export class IdempotentRequest {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_idempotent_requests' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_idempotent_requests_user' })
  user?: User;

  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: 'PK_idempotent_requests' })
  key!: string;

  @Column({ type: 'varchar', length: 10 })
  method!: string;

  /** The address the request was sent to, query included: for a person reading the table. */
  @Column({ type: 'varchar', length: 300 })
  path!: string;

  /** SHA-256 of the method, the address and the body: what tells the same request from another. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash!: string;

  /** The status of the answer; null while the request is being handled. */
  @Column({ name: 'status_code', type: 'smallint', nullable: true })
  statusCode!: number | null;

  /** The body of the answer, null for one without a body. */
  @Column({ type: 'jsonb', nullable: true })
  response!: unknown;

  /** When the request began to be handled: how its in-progress and kept times are counted. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
