import { lineValue, unitsValue } from './claim-value';

describe('what claimed units are worth', () => {
  const milk = { lineTotal: 100_00, lineGst: 5_00, gstIncluded: false, quantity: 3 };
  const biscuits = { lineTotal: 100_00, lineGst: 4_76, gstIncluded: true, quantity: 3 };

  it('values a line at its price with GST, however the price was written', () => {
    expect(lineValue(milk)).toBe(105_00);
    expect(lineValue(biscuits)).toBe(100_00);
  });

  it('shares a line out unit by unit, taxable value and GST each, so that every unit adds up to the line', () => {
    // ₹100.00 + ₹5.00 GST over 3 units: 33.33 + 1.67, 33.34 + 1.66, 33.33 + 1.67.
    expect([0, 1, 2].map((before) => unitsValue(milk, before, 1))).toEqual([35_00, 35_00, 35_00]);
    // ₹95.24 + ₹4.76 GST over 3 units: 31.75 + 1.59, 31.74 + 1.58, 31.75 + 1.59.
    expect([0, 1, 2].map((before) => unitsValue(biscuits, before, 1))).toEqual([33_34, 33_32, 33_34]);
    expect(unitsValue(biscuits, 0, 2) + unitsValue(biscuits, 2, 1)).toBe(100_00);
    expect(unitsValue(biscuits, 0, 3)).toBe(100_00);
  });
});
