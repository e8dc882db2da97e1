import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { hundredthsColumn, Paise } from '../common/money';
import { CreditNoteRequest, creditNoteAmounts, LineCreditedSoFar, OrderCreditedSoFar } from './credit-note-amounts';
import { CreditNoteLine } from './credit-note-line.entity';
import { creditNoteLayout } from './credit-note-layout';
import { renderCreditNotePdf } from './credit-note-pdf';
import { CreditNote } from './credit-note.entity';
import { IssuedDocument, Recipient, supplyOf } from './gst-document';
import { DocumentFile } from './gst-document-pdf';
import { SupplyKind } from './gst-split';
import { takeNextNumber } from './invoice-series';
import {
  CREDIT_NOTE_SERIES,
  creditedPerShopSql,
  DELIVERY_CHARGES_CREDITED,
  LINES_CREDITED,
  LOCK_INVOICE_TO_CREDIT,
} from './invoices.queries';

export type { CreditedLine, CreditNoteRequest } from './credit-note-amounts';

export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/** The longest reason a credit note prints. */
export const CREDIT_NOTE_REASON_MAX_LENGTH = 300;

/** A credit note just issued; amounts in paise. */
export interface IssuedCreditNote {
  id: string;
  /** CN-2627-000001. */
  number: string;
  issuedAt: Date;
  /** taxableValue + gst + the delivery charge refunded. */
  total: Paise;
  taxableValue: Paise;
  gst: Paise;
}

/** A credit note of an order, as a list of them shows it. */
export interface CreditNoteSummary {
  id: string;
  number: string;
  issuedAt: Date;
  total: Paise;
}

/** The invoice a credit note is against, and what the order says of the supply. */
interface InvoiceToCredit extends IssuedDocument {
  placeOfSupply: string;
  /** The order's delivery charge, as the database writes money. */
  deliveryCharges: string;
}

/** The columns of each tax, by how the supply bears GST: the taxes come in the order of `TAX_NAMES`. */
const TAX_COLUMNS: Record<SupplyKind, (taxes: Paise[]) => Pick<CreditNote, 'cgst' | 'sgst' | 'igst'>> = {
  'intra-state': ([cgst, sgst]) => ({ cgst, sgst, igst: 0 }),
  'inter-state': ([igst]) => ({ cgst: 0, sgst: 0, igst }),
  unknown: () => ({ cgst: 0, sgst: 0, igst: 0 }),
};

/**
 * Credit notes (section 34 of the CGST Act) against the tax invoices of delivered orders: issued in a
 * refund's transaction with the next number of the shop's series of credit notes for the financial
 * year, and rendered as a PDF on request from the stored note. The refunds module issues them, the
 * orders module lists and downloads them; neither is imported here: the caller passes the order's lines.
 */
@Injectable()
export class CreditNotesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Issues a credit note at `at` in the caller's transaction, against the invoice of the order at
   * the shop; undefined, writing nothing, when the order has no invoice there. The invoice row is held
   * until commit, so notes of one order take turns, and the counter row of the shop's financial year
   * likewise, so serials have no gap and no repeat. 409 for more than is left to credit.
   */
  async issue(manager: EntityManager, request: CreditNoteRequest, at: Date): Promise<IssuedCreditNote | undefined> {
    const reason = request.reason.trim();
    if (!reason || reason.length > CREDIT_NOTE_REASON_MAX_LENGTH) {
      throw new BadRequestException(
        `A credit note gives its reason in 1 to ${CREDIT_NOTE_REASON_MAX_LENGTH} characters`,
      );
    }
    const [invoice] = await manager.query<InvoiceToCredit[]>(LOCK_INVOICE_TO_CREDIT, [request.orderId, request.shopId]);
    if (!invoice) return undefined;
    const { kind } = supplyOf(invoice.supplierGstin, invoice.placeOfSupply);
    const amounts = creditNoteAmounts(request, await this.creditedSoFar(manager, request.orderId, invoice), kind);
    const { financialYear, serial, number } = await takeNextNumber(manager, CREDIT_NOTE_SERIES, request.shopId, at);
    const id = randomUUID();
    await manager.insert(CreditNote, {
      id,
      orderId: request.orderId,
      shopId: request.shopId,
      financialYear,
      serial,
      number,
      issuedAt: at,
      supplierName: invoice.supplierName,
      supplierAddress: invoice.supplierAddress,
      supplierGstin: invoice.supplierGstin,
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issuedAt,
      reason,
      placeOfSupply: invoice.placeOfSupply,
      taxableValue: amounts.taxableValue,
      gst: amounts.gst,
      ...TAX_COLUMNS[kind](amounts.taxes),
      deliveryCharges: amounts.deliveryCharges,
      total: amounts.total,
    });
    if (amounts.lines.length > 0) {
      await manager.insert(
        CreditNoteLine,
        amounts.lines.map((line, index) => ({ creditNoteId: id, position: index + 1, ...line })),
      );
    }
    const { total, taxableValue, gst } = amounts;
    return { id, number, issuedAt: at, total, taxableValue, gst };
  }

  /** Per shop (or for `shopId` alone), the credit notes issued within [from, until) summed; a shop without any is absent. */
  async creditedPerShop(span: { from: Date; until: Date }, shopId?: string): Promise<Map<string, CreditedSums>> {
    const rows = await this.dataSource.query<Record<keyof CreditedSums | 'shopId', string>[]>(
      creditedPerShopSql(Boolean(shopId)),
      [span.from, span.until, ...(shopId ? [shopId] : [])],
    );
    return new Map(
      rows.map(({ shopId: id, ...sums }) => [
        id,
        {
          creditNotes: Number(sums.creditNotes),
          taxableValue: Number(sums.taxableValue),
          gst: Number(sums.gst),
          deliveryCharges: Number(sums.deliveryCharges),
          commission: Number(sums.commission),
          commissionBefore: Number(sums.commissionBefore),
        },
      ]),
    );
  }

  /** The credit notes of an order, oldest first. */
  async ofOrder(orderId: string): Promise<CreditNoteSummary[]> {
    return this.dataSource.manager.find(CreditNote, {
      select: { id: true, number: true, issuedAt: true, total: true },
      where: { orderId },
      order: { issuedAt: 'ASC', serial: 'ASC' },
    });
  }

  /** A credit note of the order as a PDF, addressed to `recipient`; 404 for one that is not of the order. */
  async pdf(orderId: string, creditNoteId: string, recipient: Recipient): Promise<DocumentFile> {
    const note = await this.dataSource.manager.findOne(CreditNote, {
      where: { id: creditNoteId, orderId },
      relations: { lines: true },
      order: { lines: { position: 'ASC' } },
    });
    if (!note) throw new NotFoundException(CREDIT_NOTE_NOT_FOUND);
    const layout = creditNoteLayout({ ...note, lines: note.lines! }, recipient);
    return { number: note.number, pdf: await renderCreditNotePdf(layout, note.issuedAt) };
  }

  /** What the order's earlier notes credited: read once its invoice is held, so none can be missed. */
  private async creditedSoFar(
    manager: EntityManager,
    orderId: string,
    invoice: InvoiceToCredit,
  ): Promise<OrderCreditedSoFar> {
    const lines = await manager.query<
      { orderItemId: string; fullValueUnits: number; taxableValue: string; gst: string }[]
    >(LINES_CREDITED, [orderId]);
    const [delivery] = await manager.query<{ deliveryCharges: string }[]>(DELIVERY_CHARGES_CREDITED, [orderId]);
    return {
      lines: new Map(
        lines.map((line): [string, LineCreditedSoFar] => [
          line.orderItemId,
          { fullValueUnits: line.fullValueUnits, taxableValue: paise(line.taxableValue), gst: paise(line.gst) },
        ]),
      ),
      deliveryChargesLeft: paise(invoice.deliveryCharges) - paise(delivery.deliveryCharges),
    };
  }
}

/** A shop's credit notes summed over a span, in paise, and the commission they reversed before it. */
export interface CreditedSums {
  creditNotes: number;
  taxableValue: Paise;
  gst: Paise;
  deliveryCharges: Paise;
  /** The commission on the taxable value credited, at each order's rate, reversed. */
  commission: Paise;
  commissionBefore: Paise;
}

/** An amount as the database writes it ("94.29"), in paise. */
function paise(text: string): Paise {
  return hundredthsColumn.from(text) as Paise;
}
