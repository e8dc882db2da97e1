import { ConflictException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { ATTA, GHEE, openKiranaStore } from '../../test/gst-fixtures';
import { deliverOrder, placeOrder } from '../../test/order-fixtures';
import { downloadPdf, pdfText } from '../../test/pdf-text';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { parseMoney } from '../common/money';
import { OrderItem } from '../orders/order-item.entity';
import { creditedLine } from '../refunds/claimed-lines';
import { Product } from '../products/product.entity';
import { Shop } from '../shops/shop.entity';
import { CreditedLine, CreditNoteRequest, CreditNotesService, IssuedCreditNote } from './credit-notes.service';
import { documentNumber, financialYearOf } from './invoice-series';

const AUDIENCES = ['customer', 'shopkeeper', 'admin'] as const;
type Audience = (typeof AUDIENCES)[number];

describe('credit notes against the tax invoices of delivered orders', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let dataSource: DataSource;
  let creditNotes: CreditNotesService;
  let admin: Agent;
  let customer: Agent;
  let shopkeeper: Agent;
  let shop: Shop;
  let atta: Product;
  let ghee: Product;

  const agentOf = (audience: Audience) => ({ customer, shopkeeper, admin })[audience];
  const notePath = (audience: Audience, orderId: string, noteId: string) =>
    `/api/${audience}/orders/${orderId}/credit-notes/${noteId}`;
  const cn = (serial: number, at = new Date()) => documentNumber('CN', financialYearOf(at), serial);

  /** A new shop of a new shopkeeper, with its GSTIN in `stateCode`, selling atta and ghee. */
  const openShop = async (stateCode = '08') => {
    ({ shopkeeper, shop } = await openKiranaStore(t, fixtures, stateCode));
    atta = await fixtures.createProduct(shop.id, ATTA);
    ghee = await fixtures.createProduct(shop.id, GHEE);
  };

  /** 3 atta (297.00 = 282.86 + 14.14 GST) and 1 ghee (500.00 + 60.00 GST), delivered and so invoiced. */
  const deliveredOrder = async () => {
    const placed = await placeOrder(customer, [
      { productId: atta.id, quantity: 3 },
      { productId: ghee.id, quantity: 1 },
    ]);
    await deliverOrder(shopkeeper, customer, placed.id);
    return (await customer.get(`/api/customer/orders/${placed.id}`).expect(200)).body;
  };

  /** The refund's copy of the order's lines, with the units credited now by product name. */
  const creditedLines = async (orderId: string, units: Record<string, number>): Promise<CreditedLine[]> => {
    const items = await dataSource.getRepository(OrderItem).find({ where: { orderId }, order: { position: 'ASC' } });
    return items
      .filter((item) => Object.hasOwn(units, item.productName))
      .map((item) => creditedLine({ item, quantity: units[item.productName] }));
  };

  const issue = (request: CreditNoteRequest, at = new Date()): Promise<IssuedCreditNote | undefined> =>
    dataSource.transaction((manager) => creditNotes.issue(manager, request, at));
  const credit = async (orderId: string, units: Record<string, number>, more: Partial<CreditNoteRequest> = {}) =>
    issue({
      orderId,
      shopId: shop.id,
      reason: 'Damaged in transit',
      lines: await creditedLines(orderId, units),
      ...more,
    });

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    dataSource = t.app.get(DataSource);
    creditNotes = t.app.get(CreditNotesService);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    customer = (await t.signedIn('customer', { name: 'Priya Sharma' })).agent;
    await openShop();
  });

  describe('issuing', () => {
    it("numbers notes in the shop's own series and stores their amounts to the paisa, adding up to the order", async () => {
      const order = await deliveredOrder();
      const deliveryCharges = parseMoney(order.deliveryCharges)!;
      expect(deliveryCharges).toBe(30_00);

      const first = await credit(order.id, { 'Atta 5kg': 1 });
      // 282.86 / 3 = 94.2867 → 94.29 and 14.14 / 3 = 4.7133 → 4.71.
      expect(first).toMatchObject({ number: cn(1), taxableValue: 94_29, gst: 4_71, total: 99_00 });
      const second = await credit(order.id, { 'Atta 5kg': 2, 'Ghee 1L': 1 }, { deliveryCharges: 30_00 });
      // The rest of the atta: 282.86 − 94.29 = 188.57 and 14.14 − 4.71 = 9.43; all the ghee, and delivery.
      expect(second).toMatchObject({ number: cn(2), taxableValue: 688_57, gst: 69_43, total: 788_00 });
      expect(first!.total + second!.total).toBe(parseMoney(order.finalAmount));

      const notes = await dataSource.query(
        `SELECT number, serial, invoice_number, reason, place_of_supply, taxable_value, gst, cgst, sgst, igst,
                delivery_charges, total, supplier_name, supplier_gstin
           FROM credit_notes WHERE order_id = $1 ORDER BY serial`,
        [order.id],
      );
      const invoice = { invoice_number: order.invoiceNumber, supplier_name: shop.name, supplier_gstin: shop.gstNumber };
      const where = { reason: 'Damaged in transit', place_of_supply: 'Rajasthan', ...invoice };
      expect(notes).toEqual([
        // 4.71 of GST is 2.36 CGST + 2.35 SGST.
        {
          ...where,
          number: cn(1),
          serial: 1,
          taxable_value: '94.29',
          gst: '4.71',
          cgst: '2.36',
          sgst: '2.35',
          igst: '0.00',
          delivery_charges: '0.00',
          total: '99.00',
        },
        // 9.43 is 4.72 + 4.71, and 60.00 is 30.00 + 30.00.
        {
          ...where,
          number: cn(2),
          serial: 2,
          taxable_value: '688.57',
          gst: '69.43',
          cgst: '34.72',
          sgst: '34.71',
          igst: '0.00',
          delivery_charges: '30.00',
          total: '788.00',
        },
      ]);
      const lines = await dataSource.query(
        `SELECT note.serial, line.position, line.description, line.hsn_code, line.gst_rate, line.quantity,
                line.full_value, line.taxable_value, line.gst
           FROM credit_note_lines line JOIN credit_notes note ON note.id = line.credit_note_id
          WHERE note.order_id = $1 ORDER BY note.serial, line.position`,
        [order.id],
      );
      const attaLine = { description: 'Atta 5kg', hsn_code: '1101', gst_rate: '5.00', full_value: true };
      expect(lines).toEqual([
        { serial: 1, position: 1, ...attaLine, quantity: 1, taxable_value: '94.29', gst: '4.71' },
        { serial: 2, position: 1, ...attaLine, quantity: 2, taxable_value: '188.57', gst: '9.43' },
        {
          serial: 2,
          position: 2,
          description: 'Ghee 1L',
          hsn_code: '04059020',
          gst_rate: '12.00',
          full_value: true,
          quantity: 1,
          taxable_value: '500.00',
          gst: '60.00',
        },
      ]);
    });

    it('spreads a partial refund over the lines, its GST as in each line', async () => {
      const order = await deliveredOrder();
      // 100.00 over 297.00 and 560.00: 34.66 (1.65 GST) and 65.34 (7.00 GST), as the unit test works out.
      const note = await credit(order.id, { 'Atta 5kg': 3, 'Ghee 1L': 1 }, { amount: 100_00, reason: 'Late delivery' });
      expect(note).toMatchObject({ taxableValue: 91_35, gst: 8_65, total: 100_00 });
      const [row] = await dataSource.query('SELECT cgst, sgst, igst FROM credit_notes WHERE id = $1', [note!.id]);
      expect(row).toEqual({ cgst: '4.33', sgst: '4.32', igst: '0.00' });
    });

    it('answers undefined and writes nothing for an order not invoiced yet', async () => {
      const placed = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
      expect(await credit(placed.id, { 'Atta 5kg': 1 })).toBeUndefined();
      const [{ notes }] = await dataSource.query('SELECT count(*)::int AS notes FROM credit_notes WHERE shop_id = $1', [
        shop.id,
      ]);
      expect(notes).toBe(0);
      expect(await dataSource.query('SELECT 1 FROM credit_note_counters WHERE shop_id = $1', [shop.id])).toEqual([]);
    });

    it('refuses more than is left with 409, spending no number', async () => {
      const order = await deliveredOrder();
      await credit(order.id, { 'Atta 5kg': 3 });
      await expect(credit(order.id, { 'Atta 5kg': 1 })).rejects.toThrow(
        new ConflictException('Only 0 of the 3 units of Atta 5kg are left to credit, not 1'),
      );
      await expect(credit(order.id, {}, { deliveryCharges: 30_01 })).rejects.toThrow(
        'Only ₹30.00 of the delivery charge is left to refund',
      );
      expect(await credit(order.id, { 'Ghee 1L': 1 })).toMatchObject({ number: cn(2) });
    });

    it('levies IGST when the shop is in another state than the delivery address', async () => {
      await openShop('27');
      const order = await deliveredOrder();
      const note = await credit(order.id, { 'Atta 5kg': 1 });
      const [row] = await dataSource.query('SELECT cgst, sgst, igst FROM credit_notes WHERE id = $1', [note!.id]);
      expect(row).toEqual({ cgst: '0.00', sgst: '0.00', igst: '4.71' });
      const text = await pdfText((await downloadPdf(customer, notePath('customer', order.id, note!.id))).body);
      expect(text).toContain('State: Maharashtra (27)');
      expect(text).toContain('Place of supply: Rajasthan (08)');
      expect(text).toContain('1 Atta 5kg 1101 1 PCS 94.29 5% 4.71 99.00');
      expect(text).not.toMatch(/CGST|SGST/);
    });
  });

  describe('numbers under load', () => {
    it("numbers 20 notes of a shop's orders issued at once 1 to 20, with no gap and no repeat", async () => {
      const orderIds: string[] = [];
      for (let count = 0; count < 20; count++) {
        const placed = await placeOrder(customer, [{ productId: atta.id, quantity: 1 }]);
        await deliverOrder(shopkeeper, customer, placed.id);
        orderIds.push(placed.id);
      }
      const requests = await Promise.all(
        orderIds.map(async (orderId) => ({
          orderId,
          shopId: shop.id,
          reason: 'Not delivered',
          lines: await creditedLines(orderId, { 'Atta 5kg': 1 }),
        })),
      );

      const issued = await Promise.all(requests.map((request) => issue(request)));

      const rows = await dataSource.query(
        'SELECT order_id, serial, number FROM credit_notes WHERE shop_id = $1 ORDER BY serial',
        [shop.id],
      );
      expect(rows.map((row: { serial: number }) => row.serial)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(new Set(rows.map((row: { order_id: string }) => row.order_id))).toEqual(new Set(orderIds));
      expect(new Set(issued.map((note) => note!.number))).toEqual(
        new Set(rows.map((row: { number: string }) => row.number)),
      );
      const [counter] = await dataSource.query('SELECT last_serial FROM credit_note_counters WHERE shop_id = $1', [
        shop.id,
      ]);
      expect(counter.last_serial).toBe(20);
    });

    it('lets notes of one order issued at once take turns, never crediting a unit twice', async () => {
      const order = await deliveredOrder();
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => credit(order.id, { 'Atta 5kg': 1 })));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
      const [sums] = await dataSource.query(
        'SELECT SUM(taxable_value) AS taxable, SUM(gst) AS gst FROM credit_notes WHERE order_id = $1',
        [order.id],
      );
      expect(sums).toEqual({ taxable: '282.86', gst: '14.14' });
    });
  });

  describe('reading them', () => {
    it("prints the note against the invoice, with the lines' amounts, the reason and the total in words", async () => {
      const order = await deliveredOrder();
      const note = await credit(order.id, { 'Atta 5kg': 1 }, { deliveryCharges: 10_00 });

      const res = await downloadPdf(customer, notePath('customer', order.id, note!.id));
      expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-note-${cn(1)}.pdf"`);
      const text = await pdfText(res.body);
      const [invoiceDate] = (
        await pdfText((await downloadPdf(customer, `/api/customer/orders/${order.id}/invoice`)).body)
      ).match(/(?<=^Date: ).*$/m)!;
      expect(text.split('\n')).toEqual(
        expect.arrayContaining([
          'CREDIT NOTE',
          'Sharma Kirana Store',
          'B-12, Malviya Nagar, Jaipur 302017',
          `GSTIN: ${shop.gstNumber}`,
          'State: Rajasthan (08)',
          `Credit note No.: ${cn(1)}`,
          `Against tax invoice ${order.invoiceNumber} dated ${invoiceDate}`,
          `Reference: Order #${order.id.slice(0, 8)}`,
          'Place of supply: Rajasthan (08)',
          'Priya Sharma',
          '12, Nehru Marg',
          'Jaipur, Rajasthan 302017',
          '1 Atta 5kg 1101 1 PCS 94.29 2.5% 2.36 2.5% 2.35 99.00',
          'Delivery charges refunded 10.00',
          'Total 94.29 2.36 2.35 109.00',
          'Total in words:',
          'Rupees One Hundred Nine Only',
          'Reason: Damaged in transit',
          'For Sharma Kirana Store',
        ]),
      );
      expect(text).toMatch(/^Date: \d{1,2} [A-Z][a-z]{2} \d{4}$/m);
    });

    it("lists the order's notes in its answer, oldest first, and none before", async () => {
      const order = await deliveredOrder();
      expect(order.creditNotes).toEqual([]);
      const first = await credit(order.id, { 'Atta 5kg': 1 });
      const second = await credit(order.id, { 'Ghee 1L': 1 }, { deliveryCharges: 30_00 });

      const expected = [
        { id: first!.id, number: cn(1), issuedAt: first!.issuedAt.toISOString(), total: '99.00' },
        { id: second!.id, number: cn(2), issuedAt: second!.issuedAt.toISOString(), total: '590.00' },
      ];
      for (const audience of AUDIENCES) {
        const agent = agentOf(audience);
        expect((await agent.get(`/api/${audience}/orders/${order.id}`).expect(200)).body.creditNotes).toEqual(expected);
        const listed = (await agent.get(`/api/${audience}/orders`).expect(200)).body;
        expect(listed.find((row: { id: string }) => row.id === order.id).creditNotes).toEqual(expected);
      }
      expect(await creditNotes.ofOrder(order.id)).toEqual(
        expected.map((note) => ({ ...note, issuedAt: new Date(note.issuedAt), total: parseMoney(note.total) })),
      );
    });

    it('is the same document for the customer, the shopkeeper and an admin', async () => {
      const order = await deliveredOrder();
      const note = await credit(order.id, { 'Ghee 1L': 1 });
      const texts: string[] = [];
      for (const audience of AUDIENCES) {
        texts.push(await pdfText((await downloadPdf(agentOf(audience), notePath(audience, order.id, note!.id))).body));
      }
      expect(texts[0]).toContain('1 Ghee 1L 04059020 1 PCS 500.00 6% 30.00 6% 30.00 560.00');
      expect(texts[1]).toBe(texts[0]);
      expect(texts[2]).toBe(texts[0]);
    });

    it("answers 404 for another's order, and for a note of another order", async () => {
      const order = await deliveredOrder();
      const note = await credit(order.id, { 'Atta 5kg': 1 });
      const otherOrder = await deliveredOrder();
      const otherNote = await credit(otherOrder.id, { 'Atta 5kg': 1 });

      const otherCustomer = (await t.signedIn('customer')).agent;
      await otherCustomer.get(notePath('customer', order.id, note!.id)).expect(404);
      const otherKeeper = await t.signedIn('shopkeeper');
      await fixtures.createShop({}, otherKeeper.user);
      await otherKeeper.agent.get(notePath('shopkeeper', order.id, note!.id)).expect(404);
      for (const audience of AUDIENCES) {
        const res = await agentOf(audience)
          .get(notePath(audience, order.id, otherNote!.id))
          .expect(404);
        expect(res.body.message).toBe('Credit note not found');
      }
      await admin.get(notePath('admin', order.id, 'not-an-id')).expect(400);
      await customer.get(notePath('admin', order.id, note!.id)).expect(403);
    });
  });
});
