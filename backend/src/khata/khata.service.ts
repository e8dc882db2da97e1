import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { auditValuesOf } from '../audit/audit-entry.entity';
import { AuditActor, AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import type { NamedFile } from '../common/file-download';
import { formatMoney, type Paise, parseSignedMoney } from '../common/money';
import { kolkataMonthSpan } from '../common/month';
import { findRawPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { ListSpec } from '../database/paging/list-spec';
import type { PaidWith } from '../payments/payment-methods';
import { UtrRegisterService } from '../payments/utr-register.service';
import { shopNameSql } from '../shops/shops.queries';
import { ShopsService } from '../shops/shops.service';
import { userFieldSql } from '../users/users.queries';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import {
  KhataCorrectionDto,
  KhataEntryResponse,
  KhataPaymentDto,
  KhataResponse,
  OpenKhataDto,
  UpdateKhataDto,
} from './dto/khata.dto';
import { availableCredit, chargeRefusal, correctionRefusal, paymentRefusal } from './khata-credit';
import { KHATA_NOTE_MAX_LENGTH, type KhataEntryKind } from './khata-entry.entity';
import { khataStatementCsv, KhataStatementContents, khataStatementLayout } from './khata-statement';
import { renderKhataStatementPdf } from './khata-statement-pdf';
import type { Khata } from './khata.entity';
import {
  BALANCE_BEFORE,
  CUSTOMER_KHATA_AT_SHOP,
  INSERT_KHATA,
  INSERT_KHATA_ENTRY,
  KHATA_ENTRIES_WITHIN,
  KHATA_ENTRY_ROW,
  KHATA_OF_ORDER,
  KHATA_ROW_AT_SHOP,
  KHATA_ROW_OF_CUSTOMER,
  KhataEntryRow,
  khataEntryRows,
  KhataRow,
  khataRows,
  LOCK_CUSTOMER_KHATA_AT_SHOP,
  LOCK_KHATA,
  LOCK_KHATA_AT_SHOP,
  OWED_FOR_ORDER,
  RECORD_KHATA_BALANCE,
  UPDATE_KHATA_TERMS,
} from './khata.queries';

export const KHATA_NOT_FOUND = 'Khata not found';

/** Whose khatas a caller sees: a shop's (its shopkeeper), or a customer's. */
export type KhataScope = { shopId: string } | { customerId: string };

/** Whether a customer may pay later at a shop, as the cart offers "Pay later (khata)". */
export interface PayLaterStanding {
  /** Null: the customer has no khata at the shop. */
  khataId: string | null;
  frozen: boolean;
  /** A khata that is not frozen: the customer may choose to pay later, up to `availableCredit`. */
  canPayLater: boolean;
  /** What an order may still add: the limit less the balance, never below 0; 0 without a khata or while frozen. */
  availableCredit: Paise;
}

/** An order put on the customer's khata at its shop, in paise. */
export interface OrderCharge {
  shopId: string;
  customerId: string;
  orderId: string;
  amount: Paise;
  /** Who placed it: the customer, as a rule. */
  actorId: string;
}

/** A cancelled order taken off the khata it was put on. */
export interface OrderReversal {
  orderId: string;
  /** Who cancelled it; null for the system (the accept-by timer). */
  actorId: string | null;
  /** Why, as the entry shows it: at most 200 characters are kept. */
  note: string;
}

/** A refund the shop pays back as credit on the customer's khata at the shop. */
export interface RefundCredit {
  shopId: string;
  customerId: string;
  orderId: string;
  amount: Paise;
  actorId: string;
  /** What was refunded, as the entry shows it: at most 200 characters are kept. */
  note: string;
}

/** An entry to write: its amount signed (above 0 adds to what is owed). */
interface NewEntry {
  kind: KhataEntryKind;
  amount: Paise;
  orderId?: string | null;
  paidWith?: PaidWith | null;
  utr?: string | null;
  note?: string | null;
  recordedBy: string | null;
}

/** The list of khatas, sorted by the customer's name and searched by it, their phone and the shop's name, as now. */
function khataList(manager: EntityManager): ListSpec {
  const customerName = userFieldSql(manager, 'name', 'khata.customerId');
  return {
    columns: {
      id: 'khata.id',
      shopId: 'khata.shopId',
      customerName,
      balance: 'khata.balance',
      creditLimit: 'khata.creditLimit',
      lastEntryAt: 'khata.lastEntryAt',
      createdAt: 'khata.createdAt',
    },
    search: [customerName, userFieldSql(manager, 'phone', 'khata.customerId'), shopNameSql(manager, 'khata.shopId')],
    defaultSort: ['balance', 'DESC'],
    idFields: ['shopId'],
    nullsLast: ['lastEntryAt'],
  };
}

const ENTRY_LIST: ListSpec = {
  columns: {
    id: 'entry.id',
    number: 'entry.number',
    kind: 'entry.kind',
    amount: 'entry.amount',
    createdAt: 'entry.createdAt',
  },
  search: ['entry.note', 'entry.utr'],
  defaultSort: ['number', 'DESC'],
};

/** What the audit trail keeps of a khata's terms, as the API writes them. */
const auditedTerms = (creditLimit: Paise, frozenAt: Date | null) => ({
  creditLimit: formatMoney(creditLimit),
  frozen: frozenAt !== null,
});

/**
 * Khatas: a shop's credit book for each customer it lets pay later. Every entry is written under
 * the khata's row lock, in the transaction of what it records, with the balance it leaves: the
 * balance is always the sum of the entries, and an order never takes it over the limit. Entries are
 * never changed (the database refuses): a mistake is put right by a correction.
 */
@Injectable()
export class KhataService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly shops: ShopsService,
    private readonly utrs: UtrRegisterService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  // For the cart, checkout and orders -----------------------------------------------------------

  /** Whether the customer may pay later at the shop, and for how much. */
  async khataOf(
    customerId: string,
    shopId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PayLaterStanding> {
    const [khata] = await CUSTOMER_KHATA_AT_SHOP.entities(manager, { shopId, customerId });
    if (!khata) return { khataId: null, frozen: false, canPayLater: false, availableCredit: 0 };
    return {
      khataId: khata.id,
      frozen: khata.frozenAt !== null,
      canPayLater: khata.frozenAt === null,
      availableCredit: availableCredit(khata),
    };
  }

  /**
   * Puts an order on the customer's khata at the shop, in the caller's transaction (the order's own):
   * 409 when they have none there, when it is frozen, or when the order would take it over its limit.
   * Charges to one khata take turns on its row lock, so parallel orders never pass the limit together.
   */
  async chargeOrder(
    manager: EntityManager,
    { shopId, customerId, orderId, amount, actorId }: OrderCharge,
  ): Promise<void> {
    if (!Number.isInteger(amount) || amount <= 0)
      throw new Error(`An order puts paise above 0 on a khata, not ${amount}`);
    const [khata] = await LOCK_CUSTOMER_KHATA_AT_SHOP.entities(manager, { shopId, customerId });
    const refusal = chargeRefusal(khata, amount);
    if (refusal) {
      const shopName = (await this.shops.namesOf([shopId], manager)).get(shopId) ?? 'this shop';
      throw new ConflictException(refusal(shopName));
    }
    await this.append(manager, khata, { kind: 'order', amount, orderId, recordedBy: actorId });
  }

  /**
   * Credits a refund to the customer's khata at the shop, in the caller's transaction: 409 when they
   * have none there. A frozen khata takes it too: it only lowers what is owed.
   */
  async creditRefund(manager: EntityManager, { shopId, customerId, orderId, amount, actorId, note }: RefundCredit) {
    const [khata] = await LOCK_CUSTOMER_KHATA_AT_SHOP.entities(manager, { shopId, customerId });
    if (!khata) {
      throw new ConflictException('The customer has no khata at your shop: pay the refund back in cash or by UPI.');
    }
    await this.append(manager, khata, {
      kind: 'refund',
      amount: -amount,
      orderId,
      note: note.slice(0, KHATA_NOTE_MAX_LENGTH),
      recordedBy: actorId,
    });
  }

  /** Takes a cancelled order off the khata it was put on, in the caller's transaction (see `adjustOrder`). */
  reverseOrder(manager: EntityManager, { orderId, actorId, note }: OrderReversal): Promise<void> {
    return this.adjustOrder(manager, { orderId, amount: 0, actorId, note: note.trim() || 'Order cancelled' });
  }

  /**
   * Brings what an order's entries add up to on its khata to `amount` (paise), in the caller's
   * transaction: a correction of the difference when the order's amount changed (an item not
   * supplied, a replacement), or of all of it when it was cancelled. Nothing when the order was
   * never put on a khata, or its entries already add up to `amount`.
   */
  async adjustOrder(
    manager: EntityManager,
    { orderId, amount, actorId, note }: OrderReversal & { amount: number },
  ): Promise<void> {
    const [charged] = await KHATA_OF_ORDER.rows<{ khataId: string }>(manager, { orderId });
    if (!charged) return;
    const [khata] = await LOCK_KHATA.entities(manager, { id: charged.khataId });
    const [{ owed }] = await OWED_FOR_ORDER.rows<{ owed: string }>(manager, { khataId: khata.id, orderId });
    const change = amount - Number(owed);
    if (change === 0) return;
    await this.append(manager, khata, {
      kind: 'correction',
      amount: change,
      orderId,
      note: note.slice(0, KHATA_NOTE_MAX_LENGTH),
      recordedBy: actorId,
    });
  }

  // For the shop and the customer -----------------------------------------------------------------

  /** Opens a khata at the shop for the customer it names; 404 for no such customer, 409 when they have one. */
  async open(shopkeeper: AuditActor, shopId: string, { customer, creditLimit }: OpenKhataDto): Promise<KhataResponse> {
    const account = await this.customerNamed(customer);
    return this.dataSource.transaction(async (manager) => {
      const id = randomUUID();
      const params = {
        id,
        shopId,
        customerId: account.id,
        creditLimit: formatMoney(creditLimit),
        at: this.clock.now(),
      };
      if ((await INSERT_KHATA.rows(manager, params)).length === 0) {
        throw new ConflictException(`${account.name} already has a khata at your shop`);
      }
      const khata = await this.find(manager, { shopId }, id);
      await this.audit.record(manager, shopkeeper, {
        action: 'khata.opened',
        entityType: 'khata',
        entityId: id,
        entityName: khata.customerName,
        before: null,
        after: auditValuesOf(khata, ['shopId', 'customerId', 'customerName', 'creditLimit', 'frozen']),
      });
      return khata;
    });
  }

  /** Changes the shop's terms for a khata: its limit, whether it is frozen. */
  async update(shopkeeper: AuditActor, shopId: string, id: string, changes: UpdateKhataDto): Promise<KhataResponse> {
    return this.dataSource.transaction(async (manager) => {
      const khata = await this.lockAtShop(manager, id, shopId);
      const now = this.clock.now();
      const creditLimit = changes.creditLimit ?? khata.creditLimit;
      const frozenAt = changes.frozen === undefined ? khata.frozenAt : changes.frozen ? (khata.frozenAt ?? now) : null;
      if (creditLimit === khata.creditLimit && frozenAt === khata.frozenAt) return this.find(manager, { shopId }, id);
      await UPDATE_KHATA_TERMS.execute(manager, { id, creditLimit: formatMoney(creditLimit), frozenAt, at: now });
      const changed = await this.find(manager, { shopId }, id);
      await this.audit.record(manager, shopkeeper, {
        action: 'khata.changed',
        entityType: 'khata',
        entityId: id,
        entityName: changed.customerName,
        before: auditedTerms(khata.creditLimit, khata.frozenAt),
        after: auditedTerms(creditLimit, frozenAt),
      });
      return changed;
    });
  }

  /**
   * Records a payment the shop received: at most what is owed (409), a UPI payment with a UTR never
   * used before anywhere (409). Answers its entry.
   */
  async recordPayment(
    shopkeeper: AuditActor,
    shopId: string,
    id: string,
    { amount, paidWith, utr }: KhataPaymentDto,
  ): Promise<KhataEntryResponse> {
    return this.writeEntry(shopkeeper, shopId, id, 'khata.payment-recorded', async (manager, khata) => {
      const refusal = paymentRefusal(khata, amount);
      if (refusal) throw new ConflictException(refusal);
      if (paidWith === 'upi') await this.utrs.claim(manager, { utr: utr!, shopId, paidFor: 'khata', paidForId: id });
      return { kind: 'payment', amount: -amount, paidWith, utr: utr ?? null, recordedBy: shopkeeper.id };
    });
  }

  /** Puts a mistake right with a correction that says why: never below 0 owed, nor over the limit (409). */
  async correct(
    shopkeeper: AuditActor,
    shopId: string,
    id: string,
    { amount, note }: KhataCorrectionDto,
  ): Promise<KhataEntryResponse> {
    return this.writeEntry(shopkeeper, shopId, id, 'khata.corrected', async (_manager, khata) => {
      const refusal = correctionRefusal(khata, amount);
      if (refusal) throw new ConflictException(refusal);
      return { kind: 'correction', amount, note, recordedBy: shopkeeper.id };
    });
  }

  /** A page of the khatas in scope, who owes most first unless sorted otherwise. */
  async list(scope: KhataScope, query: ListQueryDto): Promise<Page<KhataResponse>> {
    const manager = this.dataSource.manager;
    const page = await findRawPage<KhataRow>(khataRows(manager).where(scope), query, khataList(manager));
    return mapPage(page, KhataResponse.from);
  }

  /** A khata in scope; 404 for any other. */
  findOne(scope: KhataScope, id: string): Promise<KhataResponse> {
    return this.find(this.dataSource.manager, scope, id);
  }

  /** A page of a khata's entries, newest first unless sorted otherwise; 404 for a khata out of scope. */
  async entries(scope: KhataScope, id: string, query: ListQueryDto): Promise<Page<KhataEntryResponse>> {
    await this.findOne(scope, id);
    const qb = khataEntryRows(this.dataSource.manager).where('entry.khataId = :khataId', { khataId: id });
    return mapPage(await findRawPage<KhataEntryRow>(qb, query, ENTRY_LIST), KhataEntryResponse.from);
  }

  /** A khata's statement for `month` (YYYY-MM) as a PDF: the opening balance, each entry, the closing balance. */
  async statementPdf(scope: KhataScope, id: string, month: string): Promise<NamedFile<Buffer>> {
    const layout = khataStatementLayout(await this.statement(scope, id, month));
    return { fileName: `khata-${id.slice(0, 8)}-${month}.pdf`, content: await renderKhataStatementPdf(layout) };
  }

  /** The same as CSV: a line for each entry, between lines of the opening and the closing balance. */
  async statementCsv(scope: KhataScope, id: string, month: string): Promise<NamedFile<string>> {
    const contents = await this.statement(scope, id, month);
    return { fileName: `khata-${id.slice(0, 8)}-${month}.csv`, content: khataStatementCsv(contents) };
  }

  // ------------------------------------------------------------------------------------------------

  private async statement(scope: KhataScope, id: string, month: string): Promise<KhataStatementContents> {
    const khata = await this.findOne(scope, id);
    const span = kolkataMonthSpan(month);
    const manager = this.dataSource.manager;
    const [[opening], entries, shop] = await Promise.all([
      BALANCE_BEFORE.rows<{ balance: string }>(manager, { khataId: id, before: span.from }),
      KHATA_ENTRIES_WITHIN.rows<KhataEntryRow>(manager, { khataId: id, ...span }),
      this.shops.findEver(khata.shopId),
    ]);
    return {
      khata,
      shop,
      month,
      span,
      opening: opening ? parseSignedMoney(opening.balance)! : 0,
      entries: entries.map(KhataEntryResponse.from),
      generatedAt: this.clock.now(),
    };
  }

  /** The one customer account named so; 404 for none, 409 when a phone number is on several. */
  private async customerNamed(usernameOrPhone: string): Promise<User> {
    const found = await this.users.findCustomers(usernameOrPhone);
    if (found.length === 0) {
      throw new NotFoundException(`No customer account has the username or phone number "${usernameOrPhone}"`);
    }
    if (found.length > 1) {
      throw new ConflictException('Several customer accounts have this phone number: give the username instead');
    }
    return found[0];
  }

  /** The khata in scope as read; 404 for any other. */
  private async find(manager: EntityManager, scope: KhataScope, id: string): Promise<KhataResponse> {
    const [row] =
      'shopId' in scope
        ? await KHATA_ROW_AT_SHOP.rows<KhataRow>(manager, { id, shopId: scope.shopId })
        : await KHATA_ROW_OF_CUSTOMER.rows<KhataRow>(manager, { id, customerId: scope.customerId });
    if (!row) throw new NotFoundException(KHATA_NOT_FOUND);
    return KhataResponse.from(row);
  }

  /** The shop's khata, locked until the transaction ends; 404 for any other. */
  private async lockAtShop(manager: EntityManager, id: string, shopId: string): Promise<Khata> {
    const [khata] = await LOCK_KHATA_AT_SHOP.entities(manager, { id, shopId });
    if (!khata) throw new NotFoundException(KHATA_NOT_FOUND);
    return khata;
  }

  /**
   * Writes the entry that `entryOf` makes of the shop's khata (locked, as it stands) and records it
   * in the audit trail, in one transaction; answers it.
   */
  private async writeEntry(
    shopkeeper: AuditActor,
    shopId: string,
    id: string,
    action: 'khata.payment-recorded' | 'khata.corrected',
    entryOf: (manager: EntityManager, khata: Khata) => Promise<NewEntry>,
  ): Promise<KhataEntryResponse> {
    const entryId = await this.dataSource.transaction(async (manager) => {
      const khata = await this.lockAtShop(manager, id, shopId);
      const entry = await entryOf(manager, khata);
      const written = await this.append(manager, khata, entry);
      const customer = (await this.users.namesOf([khata.customerId], manager)).get(khata.customerId);
      await this.audit.record(manager, shopkeeper, {
        action,
        entityType: 'khata',
        entityId: id,
        entityName: customer?.name ?? null,
        before: null,
        after: {
          entryNumber: written.number,
          amount: formatMoney(entry.amount),
          ...(entry.kind === 'payment' ? { paidWith: entry.paidWith, utr: entry.utr } : { note: entry.note }),
          balanceAfter: formatMoney(written.balanceAfter),
        },
      });
      return written.id;
    });
    const [row] = await KHATA_ENTRY_ROW.rows<KhataEntryRow>(this.dataSource.manager, { id: entryId });
    return KhataEntryResponse.from(row);
  }

  /** Adds the entry to the khata, locked by the caller, and moves its balance on. */
  private async append(
    manager: EntityManager,
    khata: Khata,
    entry: NewEntry,
  ): Promise<{ id: string; number: number; balanceAfter: Paise }> {
    const at = this.clock.now();
    const written = { id: randomUUID(), number: khata.entryCount + 1, balanceAfter: khata.balance + entry.amount };
    await INSERT_KHATA_ENTRY.execute(manager, {
      id: written.id,
      khataId: khata.id,
      number: written.number,
      kind: entry.kind,
      amount: formatMoney(entry.amount),
      balanceAfter: formatMoney(written.balanceAfter),
      orderId: entry.orderId ?? null,
      paidWith: entry.paidWith ?? null,
      utr: entry.utr ?? null,
      note: entry.note ?? null,
      recordedBy: entry.recordedBy,
      createdAt: at,
    });
    await RECORD_KHATA_BALANCE.execute(manager, {
      id: khata.id,
      balance: formatMoney(written.balanceAfter),
      entryCount: written.number,
      at,
    });
    return written;
  }
}
