import { pdfText } from '../../test/pdf-text';
import { invoiceLayout } from './invoice-layout';
import { renderInvoicePdf } from './invoice-pdf';

describe('the invoice PDF', () => {
  it('prints ₹ as Rs. and a character Helvetica lacks as ?, never as a wrong glyph', async () => {
    const layout = invoiceLayout(
      {
        number: 'INV-2627-000001',
        issuedAt: new Date('2026-06-01T06:30:00Z'),
        supplierName: 'Café Kirana',
        supplierAddress: 'Shop 4, “Gandhi” Market — Jaipur',
        supplierGstin: '08AAKPS1234F1Z5',
      },
      {
        orderId: '3f2a9c1b-0000-4000-8000-000000000000',
        recipientName: 'प्रिया Sharma',
        address: { line: '12, Nehru Marg 🏠', city: 'Jaipur', state: 'Rajasthan', pincode: '302004' },
        lines: [
          {
            description: 'Atta ₹5 off',
            hsnCode: '1101',
            quantity: 1,
            unitPrice: 100_00,
            gstRate: 0,
            gstIncluded: false,
            lineTotal: 100_00,
            gst: 0,
          },
        ],
        totalAmount: 100_00,
        gstAmount: 0,
        deliveryCharges: 0,
        finalAmount: 100_00,
        payment: 'UPI, UTR 412345678901',
      },
    );
    const text = await pdfText(await renderInvoicePdf(layout, new Date('2026-06-01T06:30:00Z')));
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Café Kirana',
        'Shop 4, “Gandhi” Market — Jaipur',
        '?????? Sharma',
        '12, Nehru Marg ?',
        '1 Atta Rs.5 off 1101 1 PCS 100.00 100.00 0% 0.00 0% 0.00 100.00',
      ]),
    );
  });
});
