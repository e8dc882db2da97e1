import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { auditValuesOf } from '../audit/audit-entry.entity';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-error.filter';
import { isCalendarDate, kolkataDate } from '../common/india-time';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findPage, Page } from '../database/paging/list-page';
import { ListQueryDto, takeFilterParams } from '../database/paging/list-request';
import { formatMoney, type Paise } from '../common/money';
import type { SessionUser } from '../common/session-user';
import { NotificationsService } from '../notifications/notifications.service';
import { CommissionAccountsService } from '../shops/commission-accounts.service';
import { ShopsService } from '../shops/shops.service';
import { CreateSettlementDto, SettlementResponse } from './dto/settlement.dto';
import { settledSumsPerShopSql } from './ledger.queries';
import type { LedgerPeriod } from './ledger-period';
import { Settlement } from './settlement.entity';

/** Whose settlements a caller sees: a shopkeeper its shop's, an admin all (`{}`). */
export type SettlementScope = { shopId: string } | Record<string, never>;

/** A shop's settlements summed, in paise: those paid within a period, and those paid before it. */
export interface SettledSums {
  settled: Paise;
  settledBefore: Paise;
}

const SETTLEMENT_LIST: ListSpec = {
  columns: columnsOf('settlement', ['id', 'shopId', 'amount', 'settledOn', 'reference', 'createdAt']),
  search: ['settlement.reference', 'settlement.note'],
  defaultSort: ['settledOn', 'DESC'],
};

/** What the audit trail keeps of a settlement. */
const AUDITED_FIELDS = ['shopId', 'shopName', 'amount', 'settledOn', 'reference', 'note'] as const;

const alreadyRecorded = (reference: string) =>
  `A settlement with the reference "${reference}" is already recorded for this shop.`;

/**
 * Settlements: the payments of commission a shop makes to the platform, which the admin records
 * and the shop reads. Recorded once (a reference once per shop), never edited.
 */
@Injectable()
export class SettlementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shops: ShopsService,
    private readonly commissionAccounts: CommissionAccountsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Records a payment of the shop's (deleted or not: it may still owe); 404 for no such shop. */
  async record(admin: SessionUser, fields: CreateSettlementDto): Promise<SettlementResponse> {
    const now = this.clock.now();
    if (fields.settledOn > kolkataDate(now)) throw new BadRequestException(['settledOn must not be in the future']);
    const shop = await this.commissionAccounts.findOne(fields.shopId);
    return this.dataSource.transaction(async (manager) => {
      const { shopId, amount, settledOn, reference } = fields;
      if (await manager.existsBy(Settlement, { shopId, reference })) {
        throw new ConflictException(alreadyRecorded(reference));
      }
      const settlement = manager.create(Settlement, {
        shopId,
        amount,
        settledOn,
        reference,
        note: fields.note || null,
        createdBy: admin.id,
        createdAt: now,
      });
      try {
        await manager.insert(Settlement, settlement);
      } catch (error) {
        // Two clicks at once: the other one recorded it first.
        if (isUniqueViolation(error, 'UQ_settlements_shop_reference')) {
          throw new ConflictException(alreadyRecorded(reference));
        }
        throw error;
      }
      const recorded = SettlementResponse.from(settlement, shop.name);
      await this.notifications.notify(manager, [
        {
          userId: shop.shopkeeperId,
          topic: 'settlements',
          kind: 'settlement.recorded',
          title: `Mohalla paid you ₹${formatMoney(amount)}`,
          body: `Settlement of ${settledOn}, reference ${reference}. Your ledger shows it.`,
          url: '/shopkeeper/ledger',
        },
      ]);
      await this.audit.record(manager, admin, {
        action: 'settlement.recorded',
        entityType: 'settlement',
        entityId: settlement.id,
        entityName: `${shop.name}, ${reference}`,
        before: null,
        after: auditValuesOf(recorded, AUDITED_FIELDS),
      });
      return recorded;
    });
  }

  /** A page of the settlements in scope; `filter` also takes `from` and `to`, dates of payment (both included). */
  async list(scope: SettlementScope, query: ListQueryDto): Promise<Page<SettlementResponse>> {
    const [{ from, to }, rest] = takeFilterParams(query, ['from', 'to'] as const);
    const qb = this.dataSource.createQueryBuilder(Settlement, 'settlement').where(scope);
    for (const [name, value, condition] of [
      ['from', from, 'settlement.settledOn >= :from'],
      ['to', to, 'settlement.settledOn <= :to'],
    ] as const) {
      if (value === undefined) continue;
      if (!isCalendarDate(value)) {
        throw new BadRequestException(`filter.${name} must be a date written YYYY-MM-DD, such as 2026-11-01`);
      }
      qb.andWhere(condition, { [name]: value });
    }
    const page = await findPage(qb, rest, SETTLEMENT_LIST);
    const names = await this.shops.namesOf([...new Set(page.rows.map((settlement) => settlement.shopId))]);
    return { ...page, rows: page.rows.map((row) => SettlementResponse.from(row, names.get(row.shopId) ?? '')) };
  }

  /** The shop's settlements paid within the period, in the order they were paid. */
  async within(shopId: string, { from, to }: LedgerPeriod): Promise<SettlementResponse[]> {
    const [settlements, names] = await Promise.all([
      this.dataSource
        .createQueryBuilder(Settlement, 'settlement')
        .where({ shopId })
        .andWhere('settlement.settledOn BETWEEN :from AND :to', { from, to })
        .orderBy('settlement.settledOn')
        .addOrderBy('settlement.createdAt')
        .getMany(),
      this.shops.namesOf([shopId]),
    ]);
    return settlements.map((settlement) => SettlementResponse.from(settlement, names.get(shopId) ?? ''));
  }

  /** Per shop (or for `shopId` alone), the settlements paid within the period and before it, summed; a shop without any is absent. */
  async sumsPerShop({ from, to }: LedgerPeriod, shopId?: string): Promise<Map<string, SettledSums>> {
    const rows = await this.dataSource.query<{ shopId: string; settled: string; settledBefore: string }[]>(
      settledSumsPerShopSql(Boolean(shopId)),
      [from, to, ...(shopId ? [shopId] : [])],
    );
    return new Map(
      rows.map((row) => [row.shopId, { settled: Number(row.settled), settledBefore: Number(row.settledBefore) }]),
    );
  }
}
