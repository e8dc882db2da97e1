import { deliveryTerms, DeliveryTermsInput, placeNameOf } from './delivery-terms';

const open = { openNow: true, opensAt: null, closedBecause: null };
const input: DeliveryTermsInput = {
  shopName: 'Sharma Kirana',
  opening: open,
  distanceKm: 3.9,
  distanceApproximate: false,
  placeName: 'Shanti Apartments, Jaipur',
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
      distanceKm: 3.9,
      distanceApproximate: false,
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
      'Sharma Kirana delivers within 15 km; Shanti Apartments, Jaipur is 18.2 km away',
    );
    expect(deliveryTerms({ ...input, goods: 99_00 }).checkoutBlockedBy).toBeNull();
  });

  it('never writes a distance beyond the radius as the radius itself', () => {
    expect(deliveryTerms({ ...input, distanceKm: 15.04 }).checkoutBlockedBy).toContain('Jaipur is 15.1 km away');
    expect(deliveryTerms({ ...input, distanceKm: 15 }).deliversToAddress).toBe(true);
  });

  it('writes a distance past 100 km in whole km grouped the Indian way', () => {
    const mumbai = { ...input, distanceKm: 1149.6, placeName: 'Marine Drive, Mumbai' };
    expect(deliveryTerms(mumbai).checkoutBlockedBy).toBe(
      'Sharma Kirana delivers within 15 km; Marine Drive, Mumbai is 1,150 km away',
    );
    expect(deliveryTerms({ ...input, distanceKm: 99.96 }).checkoutBlockedBy).toContain('is 100.0 km away');
  });

  it('says a distance measured from a pincode centre is approximate', () => {
    expect(deliveryTerms({ ...input, distanceApproximate: true })).toMatchObject({
      distanceKm: 3.9,
      distanceApproximate: true,
    });
    expect(deliveryTerms({ ...input, distanceKm: undefined, distanceApproximate: true })).toMatchObject({
      distanceKm: null,
      distanceApproximate: false,
    });
  });

  it.each([
    ['12 Marine Drive', 'Mumbai', 'Marine Drive, Mumbai'],
    ['Flat 302, Shanti Apartments, Lal Kothi, Tonk Road', 'Jaipur', 'Shanti Apartments, Jaipur'],
    ['B-42, Malviya Nagar, near Gaurav Tower', 'Jaipur', 'Malviya Nagar, Jaipur'],
    ['Nehru Marg', 'Jaipur', 'Nehru Marg, Jaipur'],
    ['42', 'Jaipur', 'Jaipur'],
  ])('names %s, %s as "%s"', (addressLine, city, name) => {
    expect(placeNameOf({ addressLine, city })).toBe(name);
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
