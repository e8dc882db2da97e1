import { ConflictException } from '@nestjs/common';
import { priceLine } from '../pricing/pricing';
import {
  CreditedLine,
  CreditNoteAmounts,
  creditNoteAmounts,
  CreditNoteRequest,
  LineCreditedSoFar,
} from './credit-note-amounts';
import type { SupplyKind } from './gst-split';

/** An order line as invoiced, `quantity` of its units credited now. */
function line(
  orderItemId: string,
  unitPrice: number,
  orderedQuantity: number,
  gstRate: number,
  gstIncluded: boolean,
  quantity = orderedQuantity,
): CreditedLine {
  const priced = priceLine({ unitPrice, quantity: orderedQuantity, gstRate, gstIncluded });
  return {
    orderItemId,
    description: orderItemId,
    hsnCode: null,
    unitPrice,
    gstRate,
    gstIncluded,
    orderedQuantity,
    lineTotal: priced.lineTotal,
    lineGst: priced.gst,
    quantity,
  };
}

// 3 × 99.00 with 5% in it: 297.00 = 282.86 + 14.14.
const atta = (quantity: number) => line('Atta', 99_00, 3, 5_00, true, quantity);
// 3 × 33.33 and 18% on top: 99.99 + 18.00 (17.9982 rounded).
const biscuits = (quantity: number) => line('Biscuits', 33_33, 3, 18_00, false, quantity);
// 1 × 500.00 and 12% on top: 500.00 + 60.00.
const ghee = () => line('Ghee', 500_00, 1, 12_00, false);

type Request = Pick<CreditNoteRequest, 'lines' | 'amount' | 'deliveryCharges' | 'rest'>;

/** Credits each request in turn after the ones before, as notes of one order would; answers every note. */
function creditInTurn(requests: Request[], kind: SupplyKind = 'intra-state', deliveryCharges = 30_00) {
  const lines = new Map<string, LineCreditedSoFar>();
  let deliveryChargesLeft = deliveryCharges;
  return requests.map((request) => {
    const note = creditNoteAmounts(request, { lines, deliveryChargesLeft }, kind);
    for (const credited of note.lines) {
      const before = lines.get(credited.orderItemId) ?? { fullValueUnits: 0, taxableValue: 0, gst: 0 };
      lines.set(credited.orderItemId, {
        fullValueUnits: before.fullValueUnits + (credited.fullValue ? credited.quantity : 0),
        taxableValue: before.taxableValue + credited.taxableValue,
        gst: before.gst + credited.gst,
      });
    }
    deliveryChargesLeft -= note.deliveryCharges;
    return note;
  });
}

const amountsOf = (note: CreditNoteAmounts) => note.lines.map(({ taxableValue, gst }) => [taxableValue, gst]);
const refusal = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(ConflictException);
    return (error as ConflictException).message;
  }
  throw new Error('Not refused');
};

describe('the amounts of a credit note', () => {
  it('prices the lines as the invoice did', () => {
    expect([atta(3).lineTotal, atta(3).lineGst]).toEqual([297_00, 14_14]);
    expect([biscuits(3).lineTotal, biscuits(3).lineGst]).toEqual([99_99, 18_00]);
  });

  describe('units at their full value', () => {
    it('credits a GST-included line unit by unit, adding up to the invoiced line to the paisa', () => {
      const notes = creditInTurn([{ lines: [atta(1)] }, { lines: [atta(1)] }, { lines: [atta(1)] }]);
      // 282.86 × 1/3 = 94.2867 → 94.29; × 2/3 = 188.5733 → 188.57, less 94.29 = 94.28; the rest 94.29.
      // 14.14 × 1/3 = 4.7133 → 4.71; × 2/3 = 9.4267 → 9.43, less 4.71 = 4.72; the rest 4.71.
      expect(notes.map(amountsOf)).toEqual([[[94_29, 4_71]], [[94_28, 4_72]], [[94_29, 4_71]]]);
      expect(notes.map((note) => note.total)).toEqual([99_00, 99_00, 99_00]);
      expect(notes.reduce((sum, note) => sum + note.taxableValue, 0)).toBe(282_86);
      expect(notes.reduce((sum, note) => sum + note.gst, 0)).toBe(14_14);
    });

    it('credits a GST-excluded line two units then one, adding up to it', () => {
      const notes = creditInTurn([{ lines: [biscuits(2)] }, { lines: [biscuits(1)] }]);
      // 99.99 × 2/3 = 66.66 and 18.00 × 2/3 = 12.00; then the rest: 33.33 and 6.00.
      expect(notes.map(amountsOf)).toEqual([[[66_66, 12_00]], [[33_33, 6_00]]]);
      expect(notes.map((note) => note.total)).toEqual([78_66, 39_33]);
    });

    it('splits an odd paisa of GST to CGST within the state, line by line', () => {
      const [note] = creditInTurn([{ lines: [atta(1), ghee()] }]);
      // Atta's 4.71 is 2.36 + 2.35; ghee's 60.00 is 30.00 + 30.00.
      expect(note.taxes).toEqual([32_36, 32_35]);
      expect(note).toMatchObject({ taxableValue: 594_29, gst: 64_71, deliveryCharges: 0, total: 659_00 });
    });

    it('levies the whole GST as IGST into another state, and keeps it undivided where the state is unknown', () => {
      expect(creditInTurn([{ lines: [atta(1), ghee()] }], 'inter-state')[0].taxes).toEqual([64_71]);
      expect(creditInTurn([{ lines: [atta(1)] }], 'unknown')[0].taxes).toEqual([4_71]);
    });

    it('refunds part of the delivery charge beside the units, untaxed', () => {
      const [note] = creditInTurn([{ lines: [biscuits(3)], deliveryCharges: 20_00 }]);
      expect(note).toMatchObject({ taxableValue: 99_99, gst: 18_00, deliveryCharges: 20_00, total: 137_99 });
    });
  });

  describe('a partial amount', () => {
    it('is spread over the lines by their gross value, GST in each as in its line, adding up exactly', () => {
      const [note] = creditInTurn([{ lines: [atta(3), ghee()], amount: 100_00 }]);
      // 100.00 × 297/857 = 34.6558 and × 560/857 = 65.3442: 34.65 + 65.34 = 99.99, the paisa left to
      // the larger remainder, Atta's. Atta 34.66 holds 34.66 × 14.14/297 = 1.6501 → 1.65 of GST;
      // ghee 65.34 holds 65.34 × 60/560 = 7.0007 → 7.00.
      expect(amountsOf(note)).toEqual([
        [33_01, 1_65],
        [58_34, 7_00],
      ]);
      expect(note).toMatchObject({ taxableValue: 91_35, gst: 8_65, total: 100_00 });
      // 1.65 is 0.83 + 0.82; 7.00 is 3.50 + 3.50.
      expect(note.taxes).toEqual([4_33, 4_32]);
      expect(note.lines.map((credited) => credited.fullValue)).toEqual([false, false]);
    });

    it("weighs a line by the value of the units given, not the whole line's", () => {
      const [note] = creditInTurn([{ lines: [atta(1), biscuits(1)], amount: 50_00 }]);
      // Worth 99.00 and 117.99/3 = 39.33: 50.00 × 99/138.33 = 35.7840, × 39.33/138.33 = 14.2160;
      // 35.78 + 14.21 = 49.99, the paisa to the biscuits. GST: 35.78 × 14.14/297 = 1.7034 → 1.70;
      // 14.22 × 18/117.99 = 2.1694 → 2.17.
      expect(amountsOf(note)).toEqual([
        [34_08, 1_70],
        [12_05, 2_17],
      ]);
      expect(note.total).toBe(50_00);
    });

    it('gives the paise left over to the earlier lines when the remainders tie', () => {
      const lines = [line('A', 99_00, 1, 0, false), line('B', 99_00, 1, 0, false), line('C', 99_00, 1, 0, false)];
      const [note] = creditInTurn([{ lines, amount: 1_00 }]);
      expect(amountsOf(note)).toEqual([
        [34, 0],
        [33, 0],
        [33, 0],
      ]);
    });

    it('leaves the units to be credited at their full value later, up to what the line has left', () => {
      const [late, returned] = creditInTurn([{ lines: [biscuits(3)], amount: 11_80 }, { lines: [biscuits(1)] }]);
      // 11.80 holds 11.80 × 18/117.99 = 1.8002 → 1.80 of GST.
      expect(amountsOf(late)).toEqual([[10_00, 1_80]]);
      expect(amountsOf(returned)).toEqual([[33_33, 6_00]]);
    });
  });

  describe('the rest of the order', () => {
    it('credits what earlier notes left of each line and of the delivery charge, so the notes add up to the invoice', () => {
      const [unit, part, rest] = creditInTurn([
        { lines: [atta(1)], deliveryCharges: 10_00 },
        { lines: [biscuits(3)], amount: 11_80 },
        { lines: [atta(3), biscuits(3), ghee()], rest: true },
      ]);
      expect(amountsOf(unit)).toEqual([[94_29, 4_71]]);
      // Atta: 282.86 + 14.14 less the unit; biscuits: 99.99 + 18.00 less the 11.80; ghee whole.
      expect(amountsOf(rest)).toEqual([
        [282_86 - 94_29, 14_14 - 4_71],
        [99_99 - 10_00, 18_00 - 1_80],
        [500_00, 60_00],
      ]);
      expect(rest.lines.map((credited) => credited.quantity)).toEqual([2, 3, 1]);
      expect(rest.deliveryCharges).toBe(20_00);
      expect(unit.total + part.total + rest.total).toBe(297_00 + 99_99 + 18_00 + 560_00 + 30_00);
    });

    it('leaves out a line credited in full already, and refuses a rest of nothing', () => {
      const [, rest] = creditInTurn([{ lines: [ghee()] }, { lines: [ghee(), atta(3)], rest: true }], 'intra-state', 0);
      expect(rest.lines.map((credited) => credited.orderItemId)).toEqual(['Atta']);
      expect(
        refusal(() => creditInTurn([{ lines: [ghee()] }, { lines: [ghee()], rest: true }], 'intra-state', 0)),
      ).toBe('A credit note credits more than ₹0.00');
    });
  });

  describe('refusals, with 409', () => {
    it('refuses a unit beyond those the line sold', () => {
      const message = refusal(() => creditInTurn([{ lines: [atta(2)] }, { lines: [atta(1)] }, { lines: [atta(1)] }]));
      expect(message).toBe('Only 0 of the 3 units of Atta are left to credit, not 1');
      expect(refusal(() => creditInTurn([{ lines: [atta(4)] }]))).toBe(
        'Only 3 of the 3 units of Atta are left to credit, not 4',
      );
    });

    it('refuses more than the taxable value or GST the line has left across notes', () => {
      const message = refusal(() => creditInTurn([{ lines: [atta(3)], amount: 297_00 }, { lines: [atta(1)] }]));
      expect(message).toBe('Only ₹0.00 of the taxable value of Atta and ₹0.00 of its GST are left to credit');
    });

    it('refuses a partial amount beyond what the units are worth, or of nothing', () => {
      expect(refusal(() => creditInTurn([{ lines: [atta(1)], amount: 99_01 }]))).toBe(
        'A partial refund is more than ₹0.00 and at most the ₹99.00 those units are worth, not ₹99.01',
      );
      expect(refusal(() => creditInTurn([{ lines: [atta(1)], amount: 0 }]))).toMatch(/not ₹0.00$/);
    });

    it('refuses more delivery charge than the order has left to refund', () => {
      const message = refusal(() =>
        creditInTurn([
          { lines: [], deliveryCharges: 20_00 },
          { lines: [], deliveryCharges: 15_00 },
        ]),
      );
      expect(message).toBe('Only ₹10.00 of the delivery charge is left to refund');
    });

    it('refuses a note of nothing, and a line listed twice', () => {
      expect(refusal(() => creditInTurn([{ lines: [] }]))).toBe('A credit note credits more than ₹0.00');
      expect(refusal(() => creditInTurn([{ lines: [atta(1), atta(1)] }]))).toBe(
        'A credit note lists each line of the order once',
      );
    });
  });
});
