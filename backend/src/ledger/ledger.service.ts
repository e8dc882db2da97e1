import type { Readable } from 'node:stream';
import { BadRequestException, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { csvLines } from '../common/csv';
import type { NamedFile } from '../common/file-download';
import { kolkataDate } from '../common/india-time';
import { ListQueryDto, takeFilterParams } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { formatMoney } from '../common/money';
import { LedgerOrderResponse } from '../orders/dto/ledger-order.dto';
import { CreditNotesService } from '../invoices/credit-notes.service';
import { OrderLedgerService } from '../orders/order-ledger.service';
import { RefundsService } from '../refunds/refunds.service';
import { CommissionAccount, CommissionAccountsService } from '../shops/commission-accounts.service';
import { AdminLedgerResponse, LedgerShopResponse, ShopLedgerResponse } from './dto/ledger.dto';
import { figuresOf, figuresResponse, hasFigures, LedgerFigures, ShopActivity, totalOf } from './ledger-figures';
import { LedgerPeriod, monthPeriod, periodOf, spanOf } from './ledger-period';
import { SettlementsService } from './settlements.service';
import { statementLayout } from './statement-layout';
import { renderStatementPdf } from './statement-pdf';

/** The `filter` keys of a ledger that give its period. */
const PERIOD_KEYS = ['from', 'to'] as const;

/** The columns of the admin's ledger CSV, in order: the fields of `LedgerShopResponse`. */
export const LEDGER_CSV_COLUMNS = [
  'shopId',
  'shopName',
  'commissionRate',
  'deliveredOrders',
  'cashCollected',
  'taxableValue',
  'gst',
  'deliveryCharges',
  'commissionDue',
  'refundsPaid',
  'creditNotes',
  'taxableValueCredited',
  'gstCredited',
  'commissionReversed',
  'settled',
  'openingBalance',
  'balance',
] as const satisfies readonly (keyof LedgerShopResponse)[];

/**
 * The commission ledger: per shop and period, what its delivered orders came to and the commission
 * due on them (the orders module sums them, in SQL), the settlements paid (this module's), and the
 * balance after them. Periods are calendar days in Asia/Kolkata, by the Clock.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly orders: OrderLedgerService,
    private readonly settlements: SettlementsService,
    private readonly commissionAccounts: CommissionAccountsService,
    private readonly refunds: RefundsService,
    private readonly creditNotes: CreditNotesService,
    private readonly clock: Clock,
  ) {}

  /** Every shop's line over the period of `filter`, by name, with the totals. */
  async ledger(filter: string | undefined): Promise<AdminLedgerResponse> {
    const period = this.periodOnly(filter);
    const lines = await this.lines(period);
    return {
      ...period,
      shops: lines.map(({ shop, figures }) => lineResponse(shop, figures)),
      totals: figuresResponse(totalOf(lines.map((line) => line.figures))),
    };
  }

  /** The ledger as CSV, a line per shop. */
  async ledgerCsv(filter: string | undefined): Promise<NamedFile<string>> {
    const period = this.periodOnly(filter);
    const lines = (await this.lines(period)).map(({ shop, figures }) => lineResponse(shop, figures));
    const rows = lines.map((line) => LEDGER_CSV_COLUMNS.map((column) => line[column]));
    return { fileName: `ledger-${period.from}-to-${period.to}.csv`, content: csvLines(LEDGER_CSV_COLUMNS, rows, true) };
  }

  /** One shop's line over the period of `filter`; 404 for no such shop. */
  async shopLedger(shopId: string, filter: string | undefined): Promise<ShopLedgerResponse> {
    const period = this.periodOnly(filter);
    const shop = await this.commissionAccounts.findOne(shopId);
    return { ...period, ...lineResponse(shop, await this.figures(shopId, period)) };
  }

  /** A page of the shop's orders delivered in the period of `query.filter`, which may also search and filter them. */
  async orderPage(shopId: string, query: ListQueryDto): Promise<Page<LedgerOrderResponse>> {
    const [params, rest] = takeFilterParams(query, PERIOD_KEYS);
    const period = periodOf(params, this.today());
    await this.commissionAccounts.findOne(shopId);
    return this.orders.page(shopId, spanOf(period), rest);
  }

  /** The shop's orders delivered in the period of `filter`, as CSV. */
  async ordersCsv(shopId: string, filter: string | undefined): Promise<NamedFile<Readable>> {
    const period = this.periodOnly(filter);
    await this.commissionAccounts.findOne(shopId);
    const content = await this.orders.csv(shopId, spanOf(period));
    return { fileName: `ledger-orders-${period.from}-to-${period.to}.csv`, content };
  }

  /** The shop's commission statement for `month` (YYYY-MM), as a PDF. */
  async statement(shopId: string, month: string): Promise<NamedFile<Buffer>> {
    const period = monthPeriod(month);
    const shop = await this.commissionAccounts.findOne(shopId);
    const [figures, orders, settlements] = await Promise.all([
      this.figures(shopId, period),
      this.orders.all(shopId, spanOf(period)),
      this.settlements.within(shopId, period),
    ]);
    const generatedAt = this.clock.now();
    const layout = statementLayout({ shop, month, period, figures, orders, settlements, generatedAt });
    return { fileName: `commission-statement-${month}.pdf`, content: await renderStatementPdf(layout) };
  }

  /** Each shop's figures over the period: every live shop, and a deleted one while it has figures. */
  private async lines(period: LedgerPeriod): Promise<{ shop: CommissionAccount; figures: LedgerFigures }[]> {
    const activity = await this.activity(period);
    const shopIds = new Set(Object.values(activity).flatMap((perShop) => [...perShop.keys()]));
    const shops = await this.commissionAccounts.list([...shopIds]);
    return shops
      .map((shop) => ({ shop, figures: figuresOf(activityOf(activity, shop.id)) }))
      .filter(({ shop, figures }) => !shop.deleted || hasFigures(figures));
  }

  private async figures(shopId: string, period: LedgerPeriod): Promise<LedgerFigures> {
    return figuresOf(activityOf(await this.activity(period, shopId), shopId));
  }

  /** Per shop (or for `shopId` alone), its deliveries, settlements, refunds paid and credit notes in the period. */
  private async activity(period: LedgerPeriod, shopId?: string): Promise<ActivityPerShop> {
    const span = spanOf(period);
    const [deliveries, settlements, refunds, credits] = await Promise.all([
      this.orders.deliveriesPerShop(span, shopId),
      this.settlements.sumsPerShop(period, shopId),
      this.refunds.paidPerShop(span, shopId),
      this.creditNotes.creditedPerShop(span, shopId),
    ]);
    return { deliveries, settlements, refunds, credits };
  }

  /** The period of a ledger's `filter`, which takes nothing else. */
  private periodOnly(filter: string | undefined): LedgerPeriod {
    const [params, rest] = takeFilterParams({ filter }, PERIOD_KEYS);
    const [other] = Object.keys(JSON.parse(rest.filter!) as object);
    if (other !== undefined) throw new BadRequestException(`filter.${other} is not a field of the ledger`);
    return periodOf(params, this.today());
  }

  private today(): string {
    return kolkataDate(this.clock.now());
  }
}

/** Each part of the ledger's activity, per shop. */
type ActivityPerShop = { [Part in keyof ShopActivity]-?: Map<string, NonNullable<ShopActivity[Part]>> };

function activityOf(activity: ActivityPerShop, shopId: string): ShopActivity {
  return {
    deliveries: activity.deliveries.get(shopId),
    settlements: activity.settlements.get(shopId),
    refunds: activity.refunds.get(shopId),
    credits: activity.credits.get(shopId),
  };
}

function lineResponse(shop: CommissionAccount, figures: LedgerFigures): LedgerShopResponse {
  return {
    shopId: shop.id,
    shopName: shop.name,
    shopDeleted: shop.deleted,
    commissionRate: formatMoney(shop.commissionRate),
    ...figuresResponse(figures),
  };
}
