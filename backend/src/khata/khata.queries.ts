import type { EntityManager } from 'typeorm';
import { BuiltQuery, valuesFromParameters } from '../database/built-query';
import { shopNameSql } from '../shops/shops.queries';
import { userFieldSql } from '../users/users.queries';
import type { PaidWith } from '../payments/payment-methods';
import { KhataEntry, type KhataEntryKind } from './khata-entry.entity';
import { Khata } from './khata.entity';

// Money goes in as the database writes it ("120.50", `formatMoney`) and comes out of raw rows so too.

/** A khata as its lists and pages read it: with its shop's name and its customer's name and phone. */
export interface KhataRow {
  id: string;
  shopId: string;
  shopName: string;
  customerId: string;
  customerName: string;
  customerPhone: string | null;
  creditLimit: string;
  balance: string;
  lastEntryAt: Date | null;
  frozenAt: Date | null;
  createdAt: Date;
}

/** An entry as the lists and statements read it, with the name of whoever recorded it. */
export interface KhataEntryRow {
  id: string;
  number: number;
  kind: KhataEntryKind;
  amount: string;
  balanceAfter: string;
  orderId: string | null;
  paidWith: PaidWith | null;
  utr: string | null;
  note: string | null;
  recordedByName: string | null;
  createdAt: Date;
}

/** The query of `KhataRow`s, for lists to filter, sort and page. */
export function khataRows(manager: EntityManager) {
  return manager
    .createQueryBuilder(Khata, 'khata')
    .select('khata.id', 'id')
    .addSelect('khata.shopId', 'shopId')
    .addSelect(shopNameSql(manager, 'khata.shopId'), 'shopName')
    .addSelect('khata.customerId', 'customerId')
    .addSelect(userFieldSql(manager, 'name', 'khata.customerId'), 'customerName')
    .addSelect(userFieldSql(manager, 'phone', 'khata.customerId'), 'customerPhone')
    .addSelect('khata.creditLimit', 'creditLimit')
    .addSelect('khata.balance', 'balance')
    .addSelect('khata.lastEntryAt', 'lastEntryAt')
    .addSelect('khata.frozenAt', 'frozenAt')
    .addSelect('khata.createdAt', 'createdAt');
}

/** The query of `KhataEntryRow`s, for lists to filter, sort and page. */
export function khataEntryRows(manager: EntityManager) {
  return manager
    .createQueryBuilder(KhataEntry, 'entry')
    .select('entry.id', 'id')
    .addSelect('entry.number', 'number')
    .addSelect('entry.kind', 'kind')
    .addSelect('entry.amount', 'amount')
    .addSelect('entry.balanceAfter', 'balanceAfter')
    .addSelect('entry.orderId', 'orderId')
    .addSelect('entry.paidWith', 'paidWith')
    .addSelect('entry.utr', 'utr')
    .addSelect('entry.note', 'note')
    .addSelect(userFieldSql(manager, 'name', 'entry.recordedBy'), 'recordedByName')
    .addSelect('entry.createdAt', 'createdAt');
}

/** A khata of the shop, as read. */
export const KHATA_ROW_AT_SHOP = new BuiltQuery<{ id: string; shopId: string }>(['id', 'shopId'], (manager) =>
  khataRows(manager).where('khata.id = :id AND khata.shopId = :shopId'),
);

/** A khata of the customer, as read. */
export const KHATA_ROW_OF_CUSTOMER = new BuiltQuery<{ id: string; customerId: string }>(
  ['id', 'customerId'],
  (manager) => khataRows(manager).where('khata.id = :id AND khata.customerId = :customerId'),
);

/** An entry, as read. */
export const KHATA_ENTRY_ROW = new BuiltQuery<{ id: string }>(['id'], (manager) =>
  khataEntryRows(manager).where('entry.id = :id'),
);

type CustomerAtShop = { shopId: string; customerId: string };

/** The customer's khata at the shop, if any: whether they may pay later there (the cart asks, at every look). */
export const CUSTOMER_KHATA_AT_SHOP = new BuiltQuery<CustomerAtShop, Khata>(['shopId', 'customerId'], (manager) =>
  manager.createQueryBuilder(Khata, 'khata').where('khata.shopId = :shopId AND khata.customerId = :customerId'),
);

/** As `CUSTOMER_KHATA_AT_SHOP`, locked until the transaction ends: charges to one khata take turns. */
export const LOCK_CUSTOMER_KHATA_AT_SHOP = new BuiltQuery<CustomerAtShop, Khata>(['shopId', 'customerId'], (manager) =>
  manager
    .createQueryBuilder(Khata, 'khata')
    .where('khata.shopId = :shopId AND khata.customerId = :customerId')
    .setLock('pessimistic_write'),
);

/** A khata of the shop by id, locked until the transaction ends: every write to a khata takes its turn so. */
export const LOCK_KHATA_AT_SHOP = new BuiltQuery<{ id: string; shopId: string }, Khata>(['id', 'shopId'], (manager) =>
  manager
    .createQueryBuilder(Khata, 'khata')
    .where('khata.id = :id AND khata.shopId = :shopId')
    .setLock('pessimistic_write'),
);

/** A khata by id, locked until the transaction ends. */
export const LOCK_KHATA = new BuiltQuery<{ id: string }, Khata>(['id'], (manager) =>
  manager.createQueryBuilder(Khata, 'khata').where('khata.id = :id').setLock('pessimistic_write'),
);

/** Opens a khata with nothing owed, unless the customer has one at the shop already: no row back then. */
export const INSERT_KHATA = new BuiltQuery<{
  id: string;
  shopId: string;
  customerId: string;
  creditLimit: string;
  at: Date;
}>(['id', 'shopId', 'customerId', 'creditLimit', 'at'], (manager) =>
  manager
    .createQueryBuilder()
    .insert()
    .into(Khata)
    .values({
      ...valuesFromParameters(['id', 'shopId', 'customerId', 'creditLimit']),
      balance: () => '0',
      entryCount: () => '0',
      createdAt: () => ':at',
      updatedAt: () => ':at',
    })
    .orIgnore()
    .returning(['id']),
);

/** Sets what the shop decides of a khata: its limit, and whether it is frozen. */
export const UPDATE_KHATA_TERMS = new BuiltQuery<{ id: string; creditLimit: string; frozenAt: Date | null; at: Date }>(
  ['id', 'creditLimit', 'frozenAt', 'at'],
  (manager) =>
    manager
      .createQueryBuilder()
      .update(Khata)
      .set({ ...valuesFromParameters(['creditLimit', 'frozenAt']), updatedAt: () => ':at' })
      .where('id = :id'),
);

const ENTRY_FIELDS = [
  'id',
  'khataId',
  'number',
  'kind',
  'amount',
  'balanceAfter',
  'orderId',
  'paidWith',
  'utr',
  'note',
  'recordedBy',
  'createdAt',
] as const;

/** An entry as written: every field of `KhataEntry`, money as text. */
export type NewKhataEntry = Omit<Pick<KhataEntry, (typeof ENTRY_FIELDS)[number]>, 'amount' | 'balanceAfter'> & {
  amount: string;
  balanceAfter: string;
};

/** Adds an entry to a khata; `RECORD_KHATA_BALANCE` follows it in the same transaction. */
export const INSERT_KHATA_ENTRY = new BuiltQuery<NewKhataEntry>(ENTRY_FIELDS, (manager) =>
  manager.createQueryBuilder().insert().into(KhataEntry).values(valuesFromParameters(ENTRY_FIELDS)),
);

/** The khata's balance after its newest entry, which is number `entryCount`, written `at`. */
export const RECORD_KHATA_BALANCE = new BuiltQuery<{ id: string; balance: string; entryCount: number; at: Date }>(
  ['id', 'balance', 'entryCount', 'at'],
  (manager) =>
    manager
      .createQueryBuilder()
      .update(Khata)
      .set({ ...valuesFromParameters(['balance', 'entryCount']), lastEntryAt: () => ':at', updatedAt: () => ':at' })
      .where('id = :id'),
);

/** The khata an order was put on, if any. */
export const KHATA_OF_ORDER = new BuiltQuery<{ orderId: string }>(['orderId'], (manager) =>
  manager
    .createQueryBuilder(KhataEntry, 'entry')
    .select('entry.khataId', 'khataId')
    .where("entry.orderId = :orderId AND entry.kind = 'order'"),
);

/** What an order's entries on a khata add up to, in paise (as text): its charge, less any correction of it. */
export const OWED_FOR_ORDER = new BuiltQuery<{ khataId: string; orderId: string }>(['khataId', 'orderId'], (manager) =>
  manager
    .createQueryBuilder(KhataEntry, 'entry')
    .select('CAST(COALESCE(SUM(entry.amount * 100), 0) AS bigint)', 'owed')
    .where("entry.khataId = :khataId AND entry.orderId = :orderId AND entry.kind <> 'refund'"),
);

/** The balance of a khata just before `before`: after its last entry written earlier; no row when there was none. */
export const BALANCE_BEFORE = new BuiltQuery<{ khataId: string; before: Date }>(['khataId', 'before'], (manager) =>
  manager
    .createQueryBuilder(KhataEntry, 'entry')
    .select('entry.balanceAfter', 'balance')
    .where('entry.khataId = :khataId AND entry.createdAt < :before')
    .orderBy('entry.createdAt', 'DESC')
    .addOrderBy('entry.number', 'DESC')
    .limit(1),
);

/** The entries of a khata written within [from, until), in order. */
export const KHATA_ENTRIES_WITHIN = new BuiltQuery<{ khataId: string; from: Date; until: Date }>(
  ['khataId', 'from', 'until'],
  (manager) =>
    khataEntryRows(manager)
      .where('entry.khataId = :khataId AND entry.createdAt >= :from AND entry.createdAt < :until')
      .orderBy('entry.number', 'ASC'),
);
