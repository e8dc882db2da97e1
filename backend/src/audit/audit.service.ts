import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isIn, isUUID } from 'class-validator';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { kolkataMidnight } from '../common/india-time';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto, takeFilterParams } from '../database/paging/list-request';
import { ROLES } from '../common/roles';
import type { SessionUser } from '../common/session-user';
import { UsersService } from '../users/users.service';
import {
  AUDIT_ACTIONS,
  AuditAction,
  AUDITED_ENTITY_TYPES,
  AuditedEntityType,
  AuditEntry,
  AuditValues,
} from './audit-entry.entity';
import { INSERT_AUDIT_ENTRIES } from './audit.queries';
import { AuditEntryResponse } from './dto/audit-entry.dto';

/** Who made a change: the signed-in user. */
export type AuditActor = Pick<SessionUser, 'id' | 'role'>;

/**
 * A change to record. Give `before` and `after` whole (the audited fields of the record as its API
 * answers them): on an update, the row keeps only the fields whose values differ, and an update that
 * changed nothing leaves no row; on a create (`before` null) or a delete (`after` null), the row
 * keeps the whole record.
 */
export interface AuditChange {
  action: AuditAction;
  entityType: AuditedEntityType;
  entityId: string;
  entityName?: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
}

const AUDIT_LIST: ListSpec = {
  columns: columnsOf('entry', ['id', 'at', 'action', 'entityType', 'actorName']),
  search: ['entry.actorName', 'entry.actorUsername', 'entry.entityName'],
  defaultSort: ['at', 'DESC'],
  // The trail grows with every stock adjustment: its total is exact up to here, estimated beyond.
  exactCountUpTo: 10_000,
  countBySortIndex: true,
};

const anId = (value: unknown) => (typeof value === 'string' && isUUID(value) ? undefined : 'must be an id');
const oneOf = (allowed: readonly string[]) => (value: unknown) =>
  isIn(value, allowed) ? undefined : `must be one of ${allowed.join(', ')}`;

/** The `filter` keys that match a column exactly, each with what is wrong with a value (undefined: nothing). */
const EXACT_FILTERS = {
  actorId: anId,
  actorRole: oneOf(ROLES),
  action: oneOf(AUDIT_ACTIONS),
  entityType: oneOf(AUDITED_ENTITY_TYPES),
  entityId: anId,
};

/** The `filter` keys of the audit log that are checked here rather than by the list's own rules. */
const AUDIT_FILTERS = [...(Object.keys(EXACT_FILTERS) as (keyof typeof EXACT_FILTERS)[]), 'from', 'to'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The audit trail: who changed what, when, with the values before and after. Each change is
 * recorded by the service that makes it, in the same transaction, so the row and the change are
 * committed or rolled back together. Rows are never changed or deleted (the database refuses to).
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** Records the change in the transaction of `manager`. */
  record(manager: EntityManager, actor: AuditActor, change: AuditChange): Promise<void> {
    return this.recordAll(manager, actor, [change]);
  }

  /** Records the changes in the transaction of `manager`, all at the same time. */
  async recordAll(manager: EntityManager, actor: AuditActor, changes: AuditChange[]): Promise<void> {
    const rows = changes.map(narrowed).filter((change) => change !== undefined);
    if (rows.length === 0) return;
    const name = (await this.users.namesOf([actor.id], manager)).get(actor.id);
    if (!name) throw new Error(`No user ${actor.id} to record as the actor of ${rows[0].action}`);
    await manager.query(INSERT_AUDIT_ENTRIES, [
      this.clock.now(),
      actor.id,
      actor.role,
      name.name,
      name.username,
      JSON.stringify(
        rows.map((change) => ({
          action: change.action,
          entity_type: change.entityType,
          entity_id: change.entityId,
          entity_name: change.entityName ?? null,
          before: change.before,
          after: change.after,
        })),
      ),
    ]);
  }

  /**
   * The trail, newest first unless sorted otherwise. `filter` takes `actorId`, `actorRole`, `action`,
   * `entityType`, `entityId`, and `from` and `to`, days (YYYY-MM-DD) in India, both included; `q`
   * searches the actor's name and username and the entity's name.
   */
  async list(query: ListQueryDto): Promise<Page<AuditEntryResponse>> {
    const [params, rest] = takeFilterParams(query, AUDIT_FILTERS);
    const qb = this.dataSource.getRepository(AuditEntry).createQueryBuilder('entry');
    for (const [field, problemOf] of Object.entries(EXACT_FILTERS)) {
      const value = params[field as keyof typeof EXACT_FILTERS];
      if (value === undefined) continue;
      const problem = problemOf(value);
      if (problem) throw new BadRequestException(`filter.${field} ${problem}`);
      qb.andWhere(`entry.${field} = :${field}`, { [field]: value });
    }
    const from = dayStart('from', params.from, 0);
    const afterTo = dayStart('to', params.to, 1);
    if (from && afterTo && from >= afterTo) throw new BadRequestException('filter.from must not be after filter.to');
    if (from) qb.andWhere('entry.at >= :from', { from });
    if (afterTo) qb.andWhere('entry.at < :afterTo', { afterTo });
    return mapPage(await findPage(qb, rest, AUDIT_LIST), AuditEntryResponse.from);
  }
}

/** The change as its row keeps it, or undefined for an update that changed nothing. */
function narrowed(change: AuditChange): AuditChange | undefined {
  const { before, after } = change;
  if (before === null || after === null) return change;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
  if (fields.length === 0) return undefined;
  const pick = (values: AuditValues) => Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
  return { ...change, before: pick(before), after: pick(after) };
}

/** The instant the day `value` (YYYY-MM-DD) starts in India, `plusDays` later; 400 for what is no day. */
function dayStart(field: string, value: unknown, plusDays: number): Date | undefined {
  if (value === undefined) return undefined;
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  // A day past the month's end (2026-02-30) would roll over: refused, not moved.
  if (!match || new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) !== value) {
    throw new BadRequestException(`filter.${field} must be a day, YYYY-MM-DD`);
  }
  return kolkataMidnight(year, month - 1, day + plusDays);
}
