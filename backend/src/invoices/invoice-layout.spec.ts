import { priceLine } from '../pricing/pricing';
import { IssuedDocument } from './gst-document';
import { InvoicedLine, InvoicedOrder, invoiceLayout } from './invoice-layout';

const issued: IssuedDocument = {
  number: 'INV-2526-000007',
  // 1 April 2026, 00:10 in India.
  issuedAt: new Date('2026-03-31T18:40:00Z'),
  supplierName: 'Sharma Kirana Store',
  supplierAddress: 'B-12, Malviya Nagar, Jaipur 302017',
  supplierGstin: '08AAKPS1234F1Z5',
};

function line(description: string, unitPrice: number, quantity: number, gstRate: number, gstIncluded: boolean) {
  const priced = priceLine({ unitPrice, quantity, gstRate, gstIncluded });
  return {
    description,
    hsnCode: null,
    quantity,
    unitPrice,
    gstRate,
    gstIncluded,
    lineTotal: priced.lineTotal,
    gst: priced.gst,
  } satisfies InvoicedLine;
}

function order(state: string, lines: InvoicedLine[], deliveryCharges = 30_00): InvoicedOrder {
  const base = lines.reduce((sum, l) => sum + (l.gstIncluded ? l.lineTotal - l.gst : l.lineTotal), 0);
  const gst = lines.reduce((sum, l) => sum + l.gst, 0);
  return {
    orderId: '3f2a9c1b-0000-4000-8000-000000000000',
    recipientName: 'Priya Sharma',
    address: { line: '12, Nehru Marg', city: 'Jaipur', state, pincode: '302004' },
    lines,
    totalAmount: base,
    gstAmount: gst,
    deliveryCharges,
    finalAmount: base + gst + deliveryCharges,
    payment: 'Cash on delivery',
  };
}

describe('the layout of a tax invoice', () => {
  const atta = { ...line('Atta 5kg', 99_00, 2, 5_00, true), hsnCode: '1101' };
  const ghee = line('Ghee 1L', 500_00, 1, 12_00, false);

  it('splits GST into CGST and SGST within the shop state, line by line and in total', () => {
    const layout = invoiceLayout(issued, order('Rajasthan', [atta, ghee]));
    expect(layout).toMatchObject({
      number: 'INV-2526-000007',
      date: '1 Apr 2026',
      orderReference: 'Order #3f2a9c1b',
      payment: 'Cash on delivery',
      supplier: { gstin: '08AAKPS1234F1Z5', state: 'Rajasthan (08)' },
      recipient: { name: 'Priya Sharma', address: ['12, Nehru Marg', 'Jaipur, Rajasthan 302004'] },
      placeOfSupply: 'Rajasthan (08)',
      taxNames: ['CGST', 'SGST'],
      pricesIncludeGst: true,
    });
    // 198.00 with 5% in it: 188.57 + 9.43; 500.00 and 12% on top: 60.00.
    expect(layout.rows).toEqual([
      {
        serial: 1,
        description: 'Atta 5kg',
        hsnCode: '1101',
        quantity: '2 PCS',
        unitPrice: '99.00*',
        taxableValue: '188.57',
        taxes: [
          { rate: '2.5%', amount: '4.72' },
          { rate: '2.5%', amount: '4.71' },
        ],
        total: '198.00',
      },
      {
        serial: 2,
        description: 'Ghee 1L',
        hsnCode: '',
        quantity: '1 PCS',
        unitPrice: '500.00',
        taxableValue: '500.00',
        taxes: [
          { rate: '6%', amount: '30.00' },
          { rate: '6%', amount: '30.00' },
        ],
        total: '560.00',
      },
    ]);
    expect(layout.totals).toEqual({
      taxableValue: '688.57',
      taxes: ['34.72', '34.71'],
      deliveryCharges: '30.00',
      total: '788.00',
    });
    expect(layout.totalInWords).toBe('Rupees Seven Hundred Eighty-Eight Only');
  });

  it('levies IGST when the delivery address is in another state', () => {
    const layout = invoiceLayout(issued, order('Maharashtra', [atta]));
    expect(layout.placeOfSupply).toBe('Maharashtra (27)');
    expect(layout.taxNames).toEqual(['IGST']);
    expect(layout.rows[0].taxes).toEqual([{ rate: '5%', amount: '9.43' }]);
    expect(layout.totals.taxes).toEqual(['9.43']);
  });

  it('says the place of supply is unknown, and keeps GST whole, when the address names no state GST knows', () => {
    const layout = invoiceLayout(issued, order('Rajputana', [atta]));
    expect(layout.placeOfSupply).toBe('unknown');
    expect(layout.taxNames).toEqual(['GST']);
    expect(layout.rows[0].taxes).toEqual([{ rate: '5%', amount: '9.43' }]);
  });
});
