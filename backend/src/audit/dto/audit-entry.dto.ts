import { ApiProperty } from '@nestjs/swagger';
import { type Role, ROLES } from '../../common/roles';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  AUDITED_ENTITY_TYPES,
  type AuditedEntityType,
  AuditEntry,
  type AuditValues,
} from '../audit-entry.entity';

const Values = (description: string) =>
  ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description });

/** A row of the audit trail as the admin reads it. */
export class AuditEntryResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ format: 'uuid', description: 'The user who made the change' })
  actorId!: string;

  @ApiProperty({ enum: ROLES })
  actorRole!: Role;

  @ApiProperty({ example: 'Ramesh Sharma', description: "The user's name when they made the change" })
  actorName!: string;

  @ApiProperty({ example: 'sharma-kirana', description: "The user's username when they made the change" })
  actorUsername!: string;

  @ApiProperty({ enum: AUDIT_ACTIONS })
  action!: AuditAction;

  @ApiProperty({ enum: AUDITED_ENTITY_TYPES })
  entityType!: AuditedEntityType;

  @ApiProperty({ format: 'uuid' })
  entityId!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Sharma Kirana Store',
    description: "The shop's or product's name at the time, a khata's customer's; null for an order",
  })
  entityName!: string | null;

  @Values('The changed fields before, as the API answers them; the whole record on a delete; null on a create')
  before!: AuditValues | null;

  @Values('The changed fields after, as the API answers them; the whole record on a create; null on a delete')
  after!: AuditValues | null;

  static from(entry: AuditEntry): AuditEntryResponse {
    return {
      id: entry.id,
      at: entry.at.toISOString(),
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      actorName: entry.actorName,
      actorUsername: entry.actorUsername,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityName: entry.entityName,
      before: entry.before,
      after: entry.after,
    };
  }
}
