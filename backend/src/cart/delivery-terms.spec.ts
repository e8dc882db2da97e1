import { deliveryTerms, DeliveryTermsInput } from './delivery-terms';

const open = { openNow: true, opensAt: null, closedBecause: null };
const input: DeliveryTermsInput = {
  shopName: 'Sharma Kirana',
  opening: open,
  distanceKm: 3.9,
  radiusKm: 15,
  goods: 59_00,
  minimumOrder: 99_00,
  preparationMinutes: 20,
  speedKmph: 20,
};

describe('delivery terms', () => {
  it('answers what the cart shows: delivers, how much more, how soon, and the first thing blocking checkout', () => {
    expect(deliveryTerms(input)).toEqual({
      openNow: true,
      opensAt: null,
      deliversToAddress: true,
      amountToMinimum: 40_00,
      estimatedDeliveryMinutes: 32,
      checkoutBlockedBy: "Add ₹40.00 more to reach Sharma Kirana's minimum order of ₹99.00.",
    });
  });

  it('names a closed shop before an address outside the area, and that before the minimum', () => {
    const closed = { openNow: false, opensAt: null, closedBecause: 'Sharma Kirana is closed now.' };
    const outside = { ...input, distanceKm: 18.24 };
    expect(deliveryTerms({ ...outside, opening: closed }).checkoutBlockedBy).toBe('Sharma Kirana is closed now.');
    expect(deliveryTerms(outside).checkoutBlockedBy).toBe(
      'Sharma Kirana does not deliver to that address: it is 18.2 km away, beyond its 15 km delivery radius.',
    );
    expect(deliveryTerms({ ...input, goods: 99_00 }).checkoutBlockedBy).toBeNull();
  });

  it('never writes a distance beyond the radius as the radius itself', () => {
    expect(deliveryTerms({ ...input, distanceKm: 15.04 }).checkoutBlockedBy).toContain('it is 15.1 km away');
    expect(deliveryTerms({ ...input, distanceKm: 15 }).deliversToAddress).toBe(true);
  });

  it('knows nothing of the area without a distance, and has no minimum to reach without one', () => {
    expect(deliveryTerms({ ...input, distanceKm: undefined, minimumOrder: null })).toMatchObject({
      deliversToAddress: null,
      amountToMinimum: null,
      estimatedDeliveryMinutes: 35,
      checkoutBlockedBy: null,
    });
  });
});
