import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { type Role, ROLES } from '../common/roles';
import { sqlList } from '../database/sql';

/**
 * What the audit trail records: admin actions, and shopkeepers' changes of prices, stock, shop
 * details and their customers' khatas, claims and refunds. A module that records a new kind of change adds its action
 * (and entity type) here.
 */
export const AUDIT_ACTIONS = [
  'shop.onboarded',
  'shop.updated',
  'shop.deleted',
  'order.status-overridden',
  'product.created',
  'product.updated',
  'product.deleted',
  'product.stock-adjusted',
  'product.imported',
  'shop.commission-changed',
  'settlement.recorded',
  'order.payment-confirmed',
  'order.payment-not-received',
  'khata.opened',
  'khata.changed',
  'khata.payment-recorded',
  'khata.corrected',
  'claim.opened',
  'claim.decided',
  'claim.disputed',
  'refund.paid',
  'order.refunded-in-full',
  'user.password-reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDITED_ENTITY_TYPES = [
  'shop',
  'product',
  'order',
  'settlement',
  'khata',
  'claim',
  'refund',
  'user',
] as const;
export type AuditedEntityType = (typeof AUDITED_ENTITY_TYPES)[number];

/** Field values of a record as its API answers them (money as two-decimal strings), by field name: plain JSON. */
export type AuditValues = Record<string, unknown>;

/** The `fields` of a record, as plain JSON, for the `before` or `after` of a change. */
export function auditValuesOf<T extends object>(record: T, fields: readonly (keyof T & string)[]): AuditValues {
  return JSON.parse(
    JSON.stringify(Object.fromEntries(fields.map((field) => [field, record[field] ?? null]))),
  ) as AuditValues;
}

/**
 * One change in the audit trail, written in the transaction of the change itself. Append-only: a
 * trigger of the migration refuses UPDATE, DELETE and TRUNCATE. The actor is a snapshot (no foreign
 * key), so that the row stays readable whatever becomes of the account.
 */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_at', ['at'])
@Index('IDX_audit_log_actor', ['actorId', 'at'])
@Index('IDX_audit_log_action', ['action', 'at'])
@Index('IDX_audit_log_entity', ['entityType', 'entityId', 'at'])
@Check('CHK_audit_log_actor_role', `"actor_role" IN (${sqlList(ROLES)})`)
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** When, by the app's Clock. */
  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ name: 'actor_role', type: 'varchar', length: 16 })
  actorRole!: Role;

  @Column({ name: 'actor_name', type: 'varchar', length: 100 })
  actorName!: string;

  @Column({ name: 'actor_username', type: 'varchar', length: 32 })
  actorUsername!: string;

  @Column({ type: 'varchar', length: 64 })
  action!: AuditAction;

  @Column({ name: 'entity_type', type: 'varchar', length: 32 })
  entityType!: AuditedEntityType;

  @Column({ name: 'entity_id', type: 'uuid' })
  entityId!: string;

  /** The shop's or product's name when it changed, so that the row reads without a look-up. */
  @Column({ name: 'entity_name', type: 'varchar', length: 100, nullable: true })
  entityName!: string | null;

  /** The changed fields before; the whole record when it was deleted; null when it was created. */
  @Column({ type: 'jsonb', nullable: true })
  before!: AuditValues | null;

  /** The changed fields after; the whole record when it was created; null when it was deleted. */
  @Column({ type: 'jsonb', nullable: true })
  after!: AuditValues | null;
}
