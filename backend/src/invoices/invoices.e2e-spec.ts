import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { ATTA, GHEE, openKiranaStore } from '../../test/gst-fixtures';
import { deliverOrder, dispatchOrder, placeOrder } from '../../test/order-fixtures';
import { downloadPdf, pdfText } from '../../test/pdf-text';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { parseMoney, rupees } from '../common/money';
import { Shop } from '../shops/shop.entity';
import { amountInWords } from './amount-in-words';
import { NOT_YET_INVOICED } from './invoices.service';

const AUDIENCES = ['customer', 'shopkeeper', 'admin'] as const;
type Audience = (typeof AUDIENCES)[number];

describe('tax invoices of delivered orders', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof catalogueFixtures>;
  let admin: Agent;
  let customer: Agent;
  let customerName: string;
  let shopkeeper: Agent;
  let shop: Shop;

  const agentOf = (audience: Audience) => ({ customer, shopkeeper, admin })[audience];
  const invoicePath = (audience: Audience, orderId: string) => `/api/${audience}/orders/${orderId}/invoice`;
  const invoiceText = async (orderId: string, audience: Audience = 'customer') =>
    pdfText((await downloadPdf(agentOf(audience), invoicePath(audience, orderId))).body);
  /** A new shop of a new shopkeeper, with its GSTIN in `stateCode`. */
  const openShop = async (stateCode = '08') => {
    ({ shopkeeper, shop } = await openKiranaStore(t, fixtures, stateCode));
  };
  const atta = () => fixtures.createProduct(shop.id, ATTA);
  const ghee = () => fixtures.createProduct(shop.id, GHEE);

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = catalogueFixtures(t);
    admin = (await t.signedIn('admin')).agent;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const signedIn = await t.signedIn('customer', { name: 'Priya Sharma' });
    customer = signedIn.agent;
    customerName = signedIn.user.name;
    await openShop();
  });

  describe('what the invoice says', () => {
    it('carries every field of rule 46, with CGST and SGST when the shop and the address are in one state', async () => {
      const [a, g] = [await atta(), await ghee()];
      const placed = await placeOrder(customer, [
        { productId: a.id, quantity: 2 },
        { productId: g.id, quantity: 1 },
      ]);
      await deliverOrder(shopkeeper, customer, placed.id);
      const order = (await customer.get(`/api/customer/orders/${placed.id}`).expect(200)).body;
      const { invoiceNumber } = order;
      expect(invoiceNumber).toMatch(/^INV-\d{4}-000001$/);

      const res = await downloadPdf(customer, invoicePath('customer', order.id));
      expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceNumber}.pdf"`);
      const text = await pdfText(res.body);
      const lines = text.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'TAX INVOICE',
          'Sharma Kirana Store',
          'B-12, Malviya Nagar, Jaipur 302017',
          `GSTIN: ${shop.gstNumber}`,
          'State: Rajasthan (08)',
          `Invoice No.: ${invoiceNumber}`,
          `Reference: Order #${order.id.slice(0, 8)}`,
          'Place of supply: Rajasthan (08)',
          'Tax payable on reverse charge: No',
          customerName,
          '12, Nehru Marg',
          'Jaipur, Rajasthan 302017',
          // 2 × 99.00 with 5% in it: 188.57 + 9.43, split 4.72 + 4.71; 500.00 with 12% on top: 60.00.
          '1 Atta 5kg 1101 2 PCS 99.00* 188.57 2.5% 4.72 2.5% 4.71 198.00',
          '2 Ghee 1L 04059020 1 PCS 500.00 500.00 6% 30.00 6% 30.00 560.00',
          `Delivery charges ${rupees(parseMoney(order.deliveryCharges)!)}`,
          `Total 688.57 34.72 34.71 ${rupees(parseMoney(order.finalAmount)!)}`,
          'Total in words:',
          amountInWords(parseMoney(order.finalAmount)!),
          'For Sharma Kirana Store',
          'Authorised Signatory',
        ]),
      );
      expect(text).toMatch(/^Date: \d{1,2} [A-Z][a-z]{2} \d{4}$/m);
      expect(text).not.toContain('IGST');
    });

    it('levies IGST when the delivery address is in another state than the shop', async () => {
      await openShop('27');
      const placed = await placeOrder(customer, [{ productId: (await atta()).id, quantity: 2 }]);
      await deliverOrder(shopkeeper, customer, placed.id);

      const text = await invoiceText(placed.id);
      expect(text).toContain('State: Maharashtra (27)');
      expect(text).toContain('Place of supply: Rajasthan (08)');
      expect(text).toContain('1 Atta 5kg 1101 2 PCS 99.00* 188.57 5% 9.43 198.00');
      expect(text).toMatch(/^IGST\s+rate/m);
      expect(text).not.toMatch(/CGST|SGST/);
    });

    it('leaves out a line the shop could not fulfil, with amounts equal to the order', async () => {
      const [a, g] = [await atta(), await ghee()];
      const placed = await placeOrder(customer, [
        { productId: a.id, quantity: 2 },
        { productId: g.id, quantity: 1 },
      ]);
      const gheeLine = placed.orderItems[1].id;
      await shopkeeper
        .put(`/api/shopkeeper/orders/${placed.id}/items/${gheeLine}/fulfillment`)
        .send({ fulfillmentStatus: 'not fulfillable' })
        .expect(200);
      const order = await deliverOrder(shopkeeper, customer, placed.id);
      const final = parseMoney(order.finalAmount)!;

      const text = await invoiceText(order.id);
      expect(text).not.toContain('Ghee');
      expect(text).toContain('1 Atta 5kg 1101 2 PCS 99.00* 188.57 2.5% 4.72 2.5% 4.71 198.00');
      expect(text).toContain(`Total 188.57 4.72 4.71 ${rupees(final)}`);
      expect(text).toContain(`Total in words:\n${amountInWords(final)}`);
    });

    it('writes 1,23,45,678.90 in words in lakh and crore', async () => {
      // 1,23,45,648.90 at 0% GST and the flat delivery fee of 30.00 (the address has no location).
      const safe = await fixtures.createProduct(shop.id, {
        name: 'Iron safe',
        originalPrice: 1_23_45_648_90,
        discountedPrice: 1_23_45_648_90,
        gstPercentage: 0,
      });
      const placed = await placeOrder(customer, [{ productId: safe.id, quantity: 1 }]);
      const order = await deliverOrder(shopkeeper, customer, placed.id);
      expect(order.finalAmount).toBe('12345678.90');

      const text = await invoiceText(order.id);
      expect(text).toContain('Total 1,23,45,648.90 0.00 0.00 1,23,45,678.90');
      expect(text).toContain(
        'Total in words:\nRupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Paise Ninety Only',
      );
    });

    it('says the place of supply is unknown, without failing, when the address names no state it knows', async () => {
      const placed = await placeOrder(customer, [{ productId: (await atta()).id, quantity: 2 }]);
      // An order of old, from before addresses named their state from the list.
      await t.app.get(DataSource).query(`UPDATE orders SET address_state = 'Rajputana' WHERE id = $1`, [placed.id]);
      await deliverOrder(shopkeeper, customer, placed.id);

      const text = await invoiceText(placed.id);
      expect(text).toContain('Place of supply: unknown');
      expect(text).toContain('1 Atta 5kg 1101 2 PCS 99.00* 188.57 5% 9.43 198.00');
    });

    it("keeps the HSN code and the shop's details of the time of supply, whatever changes later", async () => {
      const product = await atta();
      const placed = await placeOrder(customer, [{ productId: product.id, quantity: 2 }]);
      await t.app.get(DataSource).query(`UPDATE products SET hsn_code = '9999' WHERE id = $1`, [product.id]);
      await deliverOrder(shopkeeper, customer, placed.id);
      await t.app
        .get(DataSource)
        .query(`UPDATE shops SET name = 'Renamed', address = 'Elsewhere' WHERE id = $1`, [shop.id]);

      const text = await invoiceText(placed.id);
      expect(text).toContain('1 Atta 5kg 1101 2 PCS');
      expect(text).toContain('Sharma Kirana Store\nB-12, Malviya Nagar, Jaipur 302017');
      expect(text).not.toMatch(/Renamed|Elsewhere|9999/);
    });
  });

  describe('who gets it, and when', () => {
    it('is the same document for the customer, the shopkeeper and an admin', async () => {
      const placed = await placeOrder(customer, [{ productId: (await atta()).id, quantity: 1 }]);
      await deliverOrder(shopkeeper, customer, placed.id);
      const numbers: string[] = [];
      const texts: string[] = [];
      for (const audience of AUDIENCES) {
        const agent = agentOf(audience);
        numbers.push((await agent.get(`/api/${audience}/orders/${placed.id}`).expect(200)).body.invoiceNumber);
        const listed = (await agent.get(`/api/${audience}/orders`).expect(200)).body;
        expect(listed.find((row: { id: string }) => row.id === placed.id).invoiceNumber).toBe(numbers[0]);
        const res = await downloadPdf(agent, invoicePath(audience, placed.id));
        expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${numbers[0]}.pdf"`);
        texts.push(await pdfText(res.body));
      }
      expect(new Set(numbers).size).toBe(1);
      expect(texts[1]).toBe(texts[0]);
      expect(texts[2]).toBe(texts[0]);
    });

    it('answers 409 to everyone until the order is delivered, and the order has no invoice number', async () => {
      const placed = await placeOrder(customer, [{ productId: (await atta()).id, quantity: 1 }]);
      const refusals = async () => {
        for (const audience of AUDIENCES) {
          const res = await agentOf(audience).get(invoicePath(audience, placed.id)).expect(409);
          expect(res.body.message).toBe(NOT_YET_INVOICED);
          const order = (await agentOf(audience).get(`/api/${audience}/orders/${placed.id}`).expect(200)).body;
          expect(order.invoiceNumber).toBeNull();
        }
      };
      await refusals();
      await dispatchOrder(shopkeeper, customer, placed.id);
      await refusals();
      const rows = await t.app.get(DataSource).query('SELECT 1 FROM invoices WHERE order_id = $1', [placed.id]);
      expect(rows).toEqual([]);
    });

    it("answers 404 for another's order, as for no order at all, and 400 for an id that is none", async () => {
      const placed = await placeOrder(customer, [{ productId: (await atta()).id, quantity: 1 }]);
      await deliverOrder(shopkeeper, customer, placed.id);
      const otherCustomer = (await t.signedIn('customer')).agent;
      await otherCustomer.get(invoicePath('customer', placed.id)).expect(404);
      const otherKeeper = await t.signedIn('shopkeeper');
      await fixtures.createShop({}, otherKeeper.user);
      await otherKeeper.agent.get(invoicePath('shopkeeper', placed.id)).expect(404);
      await admin.get(invoicePath('admin', '00000000-0000-4000-8000-000000000000')).expect(404);
      await admin.get(invoicePath('admin', 'not-an-id')).expect(400);
      await customer.get(invoicePath('admin', placed.id)).expect(403);
    });

    it('keeps its invoice when an admin moves a delivered order back and delivers it again', async () => {
      const placed = await placeOrder(customer, [{ productId: (await atta()).id, quantity: 1 }]);
      const first = await deliverOrder(shopkeeper, customer, placed.id);
      const number = (await customer.get(`/api/customer/orders/${first.id}`).expect(200)).body.invoiceNumber;
      const path = `/api/admin/orders/${placed.id}`;
      await admin.put(path).send({ status: 'dispatched', reason: 'Delivered to the wrong door' }).expect(200);
      const again = await admin.put(path).send({ status: 'delivered', reason: 'Now at the right door' }).expect(200);
      expect(again.body.invoiceNumber).toBe(number);
      const [counter] = await t.app
        .get(DataSource)
        .query('SELECT last_serial FROM invoice_counters WHERE shop_id = $1', [shop.id]);
      expect(counter.last_serial).toBe(1);
    });
  });

  describe("the product's HSN code", () => {
    let categoryId: string;
    const newProduct = (hsnCode: unknown) =>
      shopkeeper.post('/api/shopkeeper/products').send({
        name: 'Aashirvaad Atta',
        categoryId,
        weight: '5kg',
        originalPrice: '280.00',
        discountedPrice: '265.00',
        gstPercentage: '5',
        hsnCode,
      });

    beforeEach(async () => {
      categoryId = (await shopkeeper.post('/api/shopkeeper/categories').send({ name: 'Staples' }).expect(201)).body.id;
    });

    it('takes 4 to 8 digits, or none, and answers it with the product', async () => {
      expect((await newProduct('1101').expect(201)).body.hsnCode).toBe('1101');
      expect((await newProduct(' 04059020 ').expect(201)).body.hsnCode).toBe('04059020');
      expect((await newProduct(null).expect(201)).body.hsnCode).toBeNull();
      const product = (await newProduct('').expect(201)).body;
      expect(product.hsnCode).toBeNull();

      const path = `/api/shopkeeper/products/${product.id}`;
      expect((await shopkeeper.put(path).send({ hsnCode: '190590' }).expect(200)).body.hsnCode).toBe('190590');
      const echoed = (await shopkeeper.get(path).expect(200)).body;
      expect(
        (
          await shopkeeper
            .put(path)
            .send({ ...echoed, name: 'Atta' })
            .expect(200)
        ).body.hsnCode,
      ).toBe('190590');
      expect((await shopkeeper.put(path).send({ hsnCode: '' }).expect(200)).body.hsnCode).toBeNull();
      const shown = (await customer.get(`/api/customer/shops/${shop.id}/products`).expect(200)).body;
      expect(shown.find((row: { id: string }) => row.id === product.id)).toMatchObject({ hsnCode: null });
    });

    it.each(['123', '123456789', '11O1', 'HSN 1101', 1101])(
      'refuses %p with 400 and makes nothing',
      async (hsnCode) => {
        const res = await newProduct(hsnCode).expect(400);
        expect(res.body.message).toEqual(['hsnCode must be 4 to 8 digits']);
        const [{ count }] = await t.app
          .get(DataSource)
          .query('SELECT count(*)::int AS count FROM products WHERE shop_id = $1', [shop.id]);
        expect(count).toBe(0);
      },
    );

    it('is copied onto the order item at checkout', async () => {
      const product = (await newProduct('1101').expect(201)).body;
      const placed = await placeOrder(customer, [{ productId: product.id, quantity: 1 }]);
      const [item] = await t.app
        .get(DataSource)
        .query('SELECT hsn_code FROM order_items WHERE order_id = $1', [placed.id]);
      expect(item.hsn_code).toBe('1101');
    });
  });
});
