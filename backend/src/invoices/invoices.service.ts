import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ShopsService } from '../shops/shops.service';
import { DocumentFile } from './gst-document-pdf';
import { Invoice } from './invoice.entity';
import { InvoicedOrder, invoiceLayout } from './invoice-layout';
import { renderInvoicePdf } from './invoice-pdf';
import { takeNextNumber } from './invoice-series';
import { INVOICE_SERIES } from './invoices.queries';

export const NOT_YET_INVOICED = 'The tax invoice is issued when the order is delivered.';

/**
 * Tax invoices of delivered orders: issued in the delivery's transaction with the next number of
 * the shop's series for the financial year, and rendered as a PDF on request from the stored
 * invoice and the order's own copy of what it sold. The orders module calls this one.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shops: ShopsService,
  ) {}

  /**
   * Issues the invoice of an order being delivered at `at`, in the delivery's transaction. The
   * counter row of the shop's financial year is taken with an upsert that holds it until commit:
   * deliveries of one shop take turns, so serials have no gap and no repeat. An order delivered
   * again (an admin moved it back) keeps the invoice it has.
   */
  async issue(manager: EntityManager, order: { id: string; shopId: string }, at: Date): Promise<void> {
    if (await manager.existsBy(Invoice, { orderId: order.id })) return;
    const { financialYear, serial, number } = await takeNextNumber(manager, INVOICE_SERIES, order.shopId, at);
    const shop = await this.shops.findEver(order.shopId, manager);
    await manager.insert(Invoice, {
      orderId: order.id,
      shopId: order.shopId,
      financialYear,
      serial,
      number,
      issuedAt: at,
      supplierName: shop.name,
      supplierAddress: shop.address,
      supplierGstin: shop.gstNumber,
    });
  }

  /** Whether the order has a tax invoice: once it has, only a credit note takes from it. */
  isInvoiced(manager: EntityManager, orderId: string): Promise<boolean> {
    return manager.existsBy(Invoice, { orderId });
  }

  /** The invoice of the order as a PDF; 409 while the order has none (before delivery). */
  async pdf(order: InvoicedOrder): Promise<DocumentFile> {
    const invoice = await this.dataSource.manager.findOneBy(Invoice, { orderId: order.orderId });
    if (!invoice) throw new ConflictException(NOT_YET_INVOICED);
    return { number: invoice.number, pdf: await renderInvoicePdf(invoiceLayout(invoice, order), invoice.issuedAt) };
  }
}
