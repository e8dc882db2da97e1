import fc from 'fast-check';
import {
  amountToMinimum,
  deliveryCharges,
  distanceKm,
  divideRoundHalfUp,
  estimatedDeliveryMinutes,
  orderAmounts,
  priceLine,
  withinDeliveryRadius,
} from './pricing';

const line = fc.record({
  unitPrice: fc.integer({ min: 1, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  gstRate: fc.integer({ min: 0, max: 10_000 }),
  gstIncluded: fc.boolean(),
});

describe('pricing', () => {
  it('rounds half up', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
  });

  it('takes GST out of a price that includes it: ₹118.00 at 18% is ₹100.00 + ₹18.00', () => {
    expect(priceLine({ unitPrice: 11800, quantity: 1, gstRate: 1800, gstIncluded: true })).toEqual({
      lineTotal: 11800,
      base: 10000,
      gst: 1800,
    });
  });

  it('adds GST to a price that excludes it, per line, rounded half up to the paisa', () => {
    // ₹33.33 × 3 = ₹99.99; 5% of it is 499.95 paise → 500.
    expect(priceLine({ unitPrice: 3333, quantity: 3, gstRate: 500, gstIncluded: false })).toEqual({
      lineTotal: 9999,
      base: 9999,
      gst: 500,
    });
  });

  it('rounds an included-GST base half up: ₹10.00 at 12% has a base of 892.857… → 893 paise', () => {
    expect(priceLine({ unitPrice: 1000, quantity: 1, gstRate: 1200, gstIncluded: true })).toEqual({
      lineTotal: 1000,
      base: 893,
      gst: 107,
    });
  });

  it('property: with GST included, base + GST is exactly the line total', () => {
    fc.assert(
      fc.property(line, (input) => {
        const priced = priceLine({ ...input, gstIncluded: true });
        expect(priced.base + priced.gst).toBe(input.unitPrice * input.quantity);
        expect(priced.gst).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(priced.base)).toBe(true);
      }),
    );
  });

  it('property: with GST excluded, the base is the line total and GST never negative', () => {
    fc.assert(
      fc.property(line, (input) => {
        const priced = priceLine({ ...input, gstIncluded: false });
        expect(priced.base).toBe(priced.lineTotal);
        expect(priced.gst).toBeGreaterThanOrEqual(0);
        expect(Math.abs(priced.gst * 10_000 - priced.lineTotal * input.gstRate)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it("property: an order's amounts always add up", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.integer({ min: 0, max: 100_000 }), (inputs, fee) => {
        const lines = inputs.map(priceLine);
        const amounts = orderAmounts(lines, fee);
        expect(amounts.totalAmount).toBe(lines.reduce((s, l) => s + l.base, 0));
        expect(amounts.gstAmount).toBe(lines.reduce((s, l) => s + l.gst, 0));
        expect(amounts.finalAmount).toBe(amounts.totalAmount + amounts.gstAmount + amounts.deliveryCharges);
        expect(amounts.deliveryCharges).toBe(lines.length > 0 ? fee : 0);
      }),
    );
  });

  describe('delivery', () => {
    const rule = { freeWithinKm: 5, bands: [], flatFee: 3000 };
    const banded = {
      freeWithinKm: 2,
      bands: [
        { upToKm: 5, fee: 1500 },
        { upToKm: 10, fee: 2500 },
      ],
      flatFee: 3000,
    };

    it('is free within 5 km, exactly 5 km included, and the flat fee beyond or when unknown', () => {
      expect(deliveryCharges(0.8, rule)).toBe(0);
      expect(deliveryCharges(5, rule)).toBe(0);
      expect(deliveryCharges(5.01, rule)).toBe(3000);
      expect(deliveryCharges(undefined, rule)).toBe(3000);
    });

    it('charges the fee of the band a distance falls in, each limit within its band, the last band beyond them', () => {
      expect(deliveryCharges(2, banded)).toBe(0);
      expect(deliveryCharges(2.01, banded)).toBe(1500);
      expect(deliveryCharges(5, banded)).toBe(1500);
      expect(deliveryCharges(5.01, banded)).toBe(2500);
      expect(deliveryCharges(10, banded)).toBe(2500);
      expect(deliveryCharges(14, banded)).toBe(2500);
      expect(deliveryCharges(undefined, banded)).toBe(3000);
    });

    it('measures great-circle distance: Hawa Mahal to Jaipur Junction is about 3.9 km', () => {
      const hawaMahal = { latitude: 26.9239, longitude: 75.8267 };
      const junction = { latitude: 26.9196, longitude: 75.7878 };
      expect(distanceKm(hawaMahal, junction)).toBeCloseTo(3.88, 1);
      expect(distanceKm(hawaMahal, hawaMahal)).toBe(0);
    });
  });

  describe('delivery area, minimum order and time', () => {
    it('delivers within the radius, exactly on it included', () => {
      expect(withinDeliveryRadius(14.99, 15)).toBe(true);
      expect(withinDeliveryRadius(15, 15)).toBe(true);
      expect(withinDeliveryRadius(15.01, 15)).toBe(false);
    });

    it('says how much more the goods must come to: ₹40.00 short of ₹99.00, nothing once met, null without a minimum', () => {
      expect(amountToMinimum(59_00, 99_00)).toBe(40_00);
      expect(amountToMinimum(99_00, 99_00)).toBe(0);
      expect(amountToMinimum(250_00, 99_00)).toBe(0);
      expect(amountToMinimum(59_00, null)).toBeNull();
    });

    it('estimates preparation plus travel at the speed, rounded up to whole minutes', () => {
      // 11.7 minutes for 3.9 km at 20 km/h: 12.
      expect(estimatedDeliveryMinutes(20, 3.9, 20)).toBe(32);
      expect(estimatedDeliveryMinutes(20, 2, 20)).toBe(26);
      // Exactly 62 minutes, not 63 by a float's tail (15.5 / 15 * 60 is 62.00000000000001).
      expect(estimatedDeliveryMinutes(20, 15.5, 15)).toBe(82);
      expect(estimatedDeliveryMinutes(10, 0, 20)).toBe(10);
      expect(estimatedDeliveryMinutes(10, 0.01, 20)).toBe(11);
      expect(estimatedDeliveryMinutes(30, 7.5, 12.5)).toBe(66);
    });

    it('allows 15 minutes of travel when the distance is unknown', () => {
      expect(estimatedDeliveryMinutes(20, undefined, 20)).toBe(35);
    });
  });
});
