import type { Page } from 'playwright-core';
import { call } from './api';
import { baseUrl, DEMO_ADMIN, DESKTOP, MOBILE, newPage, signIn, signUp, toastWith } from './harness';
import { onboardShop, pageOf, stockShop } from './shop-setup';

/**
 * Every address located (issue 32): the pincode places it, a pin on the map makes it exact. The API
 * calls go to the real server; only the browser's position and the map's tiles are stubbed.
 */

/** A 1×1 transparent PNG: what the stubbed map tiles answer (the tiles' server is not reachable here). */
const EMPTY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A door in C-Scheme, Jaipur, inside pincode 302004. */
const DOOR_IN_302004 = { latitude: 26.8851, longitude: 75.8152 };
/** A shop in Jaipur, a few km from the centre of 302004. */
const JAIPUR_SHOP = { latitude: 26.9124, longitude: 75.7873 };

interface Address {
  id: string;
  latitude: number | null;
  longitude: number | null;
  locationPrecision: 'pincode' | 'pin' | null;
}

interface Cart {
  distanceKm: number | null;
  distanceApproximate: boolean;
  checkoutBlockedBy: string | null;
}

interface DeliveryFees {
  freeWithinKm: number;
  bands: { upToKm: number; fee: string }[];
  unlocatedShopFee: string;
}

/** Map tiles answered with a blank picture; counts them. */
async function stubTiles(page: Page): Promise<{ count: () => number }> {
  let tiles = 0;
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_PNG });
  });
  return { count: () => tiles };
}

/** A new customer's Add Address dialog. */
async function addAddressDialog(page: Page) {
  await signUp(page);
  await page.goto('/customer/addresses');
  await page.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await dialog.waitFor();
  return dialog;
}

/** A customer whose default address is `address` (no pin: located by its pincode), with one item of a Jaipur shop in the cart. */
async function customerWithCart(page: Page, address: Record<string, unknown>, shopFields: Record<string, unknown>) {
  const { shop, keeper } = await onboardShop({ ...JAIPUR_SHOP, ...shopFields });
  const shopkeeper = await pageOf(keeper);
  const { Ghee } = await stockShop(shopkeeper, [{ name: 'Ghee', price: '250.00' }], { category: 'Dairy' });
  await shopkeeper.context().close();
  await signUp(page);
  await call(page, 'POST', '/api/customer/addresses', { title: 'Home', isDefault: true, ...address });
  await call(page, 'POST', '/api/customer/cart/items', { productId: Ghee.id, quantity: 1 });
  return shop;
}

describe.each([
  ['desktop', DESKTOP],
  ['a 375 px phone', MOBILE],
])('Located addresses on %s', (_width, viewport) => {
  it('fills the city and state from the pincode, opens the map on it, and has no latitude or longitude fields', async () => {
    const page = await newPage(viewport);
    const tiles = await stubTiles(page);
    const dialog = await addAddressDialog(page);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Home');
    await dialog.getByRole('textbox', { name: 'Address Line' }).fill('12, Nehru Marg');
    await dialog.getByRole('textbox', { name: 'Pincode' }).fill('302004');

    const pincode = await call<{ district: string; state: string }>(page, 'GET', '/api/pincodes/302004');
    const city = dialog.getByRole('textbox', { name: 'City' });
    await page.waitForFunction(
      (district) => (document.querySelector('input[name="city"]') as HTMLInputElement | null)?.value === district,
      pincode.district,
    );
    expect(await city.inputValue()).toBe(pincode.district);
    expect(await dialog.getByRole('combobox', { name: 'State' }).inputValue()).toBe(pincode.state);

    // The map opens by itself on the pincode's centre, its marker ready to drag.
    await dialog.getByTestId('pin-map').locator('.leaflet-container').waitFor();
    expect(await dialog.locator('.leaflet-marker-icon').count()).toBe(1);
    await dialog.getByTestId('location-precision').filter({ hasText: 'Located by pincode (approximate)' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.leaflet-tile-loaded').length > 0);
    expect(tiles.count()).toBeGreaterThan(0);

    // No coordinates to type, anywhere in the form.
    expect(await dialog.getByRole('textbox', { name: /latitude|longitude/i }).count()).toBe(0);
    expect(await dialog.getByRole('spinbutton').count()).toBe(0);
    expect(await dialog.locator('input[name="latitude"], input[name="longitude"]').count()).toBe(0);

    // Still editable: the customer may write the city their own way.
    await city.fill('Jaipur City');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await toastWith(page, 'Address added');
    const [saved] = await call<(Address & { city: string })[]>(page, 'GET', '/api/customer/addresses');
    expect(saved.city).toBe('Jaipur City');
    // Not pinned by the customer: no coordinates were sent, the server placed it by its pincode.
    expect(saved.locationPrecision).toBe('pincode');
    await page
      .getByTestId('address-card')
      .getByTestId('location-precision')
      .filter({ hasText: 'Located by pincode (approximate)' })
      .waitFor();
  });

  it('says a pincode that does not exist, beside the field, and saves nothing', async () => {
    const page = await newPage(viewport);
    await stubTiles(page);
    const dialog = await addAddressDialog(page);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Home');
    await dialog.getByRole('textbox', { name: 'Address Line' }).fill('12, Nehru Marg');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Jaipur');
    await dialog.getByRole('combobox', { name: 'State' }).selectOption('Rajasthan');
    await dialog.getByRole('textbox', { name: 'Pincode' }).fill('999999');
    await dialog.getByText('Pincode 999999 does not exist').waitFor();
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await dialog.getByText('Pincode 999999 does not exist').waitFor();
    expect(await call<unknown[]>(page, 'GET', '/api/customer/addresses')).toHaveLength(0);
    expect(await dialog.getByTestId('pin-map').count()).toBe(0);
  });

  it('pins the address at the browser’s position, then resets it to the pincode', async () => {
    const page = await newPage(viewport);
    await stubTiles(page);
    await page.context().grantPermissions(['geolocation'], { origin: baseUrl() });
    await page.context().setGeolocation(DOOR_IN_302004);
    const dialog = await addAddressDialog(page);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Home');
    await dialog.getByRole('textbox', { name: 'Address Line' }).fill('C-Scheme');
    await dialog.getByRole('textbox', { name: 'Pincode' }).fill('302004');
    await dialog.getByTestId('location-precision').filter({ hasText: 'Located by pincode (approximate)' }).waitFor();

    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await dialog.getByTestId('location-precision').filter({ hasText: 'Pinned on the map' }).waitFor();
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await toastWith(page, 'Address added');
    const [pinned] = await call<Address[]>(page, 'GET', '/api/customer/addresses');
    expect(pinned.locationPrecision).toBe('pin');
    expect([pinned.latitude, pinned.longitude]).toEqual([DOOR_IN_302004.latitude, DOOR_IN_302004.longitude]);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await edit.getByTestId('location-precision').filter({ hasText: 'Pinned on the map' }).waitFor();
    await edit.getByRole('button', { name: 'Reset to pincode' }).click();
    await edit.getByTestId('location-precision').filter({ hasText: 'Located by pincode (approximate)' }).waitFor();
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await toastWith(page, 'Address updated');
    const [reset] = await call<Address[]>(page, 'GET', '/api/customer/addresses');
    expect(reset.locationPrecision).toBe('pincode');
  });

  it('moves the pin where the map is tapped', async () => {
    const page = await newPage(viewport);
    await stubTiles(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const dialog = await addAddressDialog(page);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Home');
    await dialog.getByRole('textbox', { name: 'Address Line' }).fill('12, Nehru Marg');
    await dialog.getByRole('textbox', { name: 'Pincode' }).fill('302004');
    const map = dialog.getByTestId('pin-map');
    await map.locator('.leaflet-container').waitFor();
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('The map has no box');
    const centre = await call<{ latitude: number; longitude: number }>(page, 'GET', '/api/pincodes/302004');
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2);
    await dialog.getByTestId('location-precision').filter({ hasText: 'Pinned on the map' }).waitFor();
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await toastWith(page, 'Address added');
    const [saved] = await call<Address[]>(page, 'GET', '/api/customer/addresses');
    expect(saved.locationPrecision).toBe('pin');
    // East of the centre, at street level: a few hundred metres, not kilometres.
    expect(saved.longitude).toBeGreaterThan(centre.longitude);
    expect(saved.longitude).toBeLessThan(centre.longitude + 0.01);
    // Closing the dialog took the map down cleanly.
    expect(errors).toEqual([]);
  });

  it('says the distance to an address located by pincode is approximate, and shows the fee bands', async () => {
    const page = await newPage(viewport);
    const shop = await customerWithCart(
      page,
      { addressLine: '12, Nehru Marg', city: 'Jaipur', state: 'Rajasthan', pincode: '302004' },
      {},
    );
    const cart = await call<Cart>(page, 'GET', '/api/customer/cart');
    expect(cart.distanceApproximate).toBe(true);
    expect(cart.distanceKm).not.toBeNull();
    const fees = await call<DeliveryFees>(page, 'GET', '/api/delivery-fees');

    await page.goto('/customer/cart');
    const distance = page.getByTestId('cart-distance');
    await distance.waitFor();
    const text = await distance.innerText();
    expect(text).toMatch(/about \d+(\.\d)? km \(approximate: located by pincode\)/);
    expect(text).toContain(shop.name);
    const bands = page.getByTestId('delivery-fee-bands');
    await bands.waitFor();
    expect(await bands.innerText()).toContain(`Free within ${fees.freeWithinKm} km`);
    // The old hint about a flat fee for an address off the map is gone.
    expect(await page.getByText('not pinned on the map').count()).toBe(0);
  });

  it('says plainly why a shop will not deliver to an address outside its area', async () => {
    const page = await newPage(viewport);
    await customerWithCart(
      page,
      { addressLine: 'Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400020' },
      { deliveryRadiusKm: 15 },
    );
    const cart = await call<Cart>(page, 'GET', '/api/customer/cart');
    expect(cart.checkoutBlockedBy).toMatch(/delivers within 15 km; .* is [\d,]+ km away/);

    await page.goto('/customer/cart');
    const refusal = page.getByTestId('checkout-blocked');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(cart.checkoutBlockedBy);
    expect(await page.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps to the shops that deliver to the customer with Delivers to me', async () => {
    const page = await newPage(viewport);
    await signUp(page);
    await call(page, 'POST', '/api/customer/addresses', {
      title: 'Home',
      addressLine: '12, Nehru Marg',
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302004',
      isDefault: true,
    });
    await page.goto('/customer');
    await page.getByRole('button', { name: 'Filters' }).click();
    const toggle = page.getByLabel('Delivers to me');
    await toggle.waitFor();
    const asked = page.waitForRequest((request) => {
      const filter = new URL(request.url()).searchParams.get('filter');
      return (
        request.url().includes('/api/customer/shops') && filter !== null && filter.includes('"deliversToYou":true')
      );
    });
    await toggle.check();
    const request = await asked;
    const filter = JSON.parse(new URL(request.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    expect(typeof filter.lat).toBe('number');
    expect(typeof filter.lng).toBe('number');
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['a 375 px phone', MOBILE],
])('Located shops and delivery fees in the back offices on %s', (_width, viewport) => {
  it('lets the admin read and change the delivery fee bands, free delivery read-only', async () => {
    const admin = await newPage(viewport);
    await signIn(admin, DEMO_ADMIN);
    const before = await call<DeliveryFees>(admin, 'GET', '/api/delivery-fees');
    try {
      await admin.goto('/admin/delivery-fees');
      await admin
        .getByTestId('free-within')
        .filter({ hasText: `Free within ${before.freeWithinKm} km` })
        .waitFor();
      const bands = admin.getByRole('list', { name: 'Delivery fee bands' });
      await bands.waitFor();
      expect(await bands.getByRole('listitem').count()).toBe(before.bands.length);
      const firstFee = admin.getByRole('textbox', { name: 'Band 1: fee' });
      expect(await firstFee.inputValue()).toBe(before.bands[0].fee);
      // Free delivery is configuration: nothing to type for it.
      expect(await admin.getByRole('textbox', { name: /free/i }).count()).toBe(0);

      // A band no farther than the one before it is refused before sending.
      await admin.getByRole('button', { name: 'Add band' }).click();
      const added = before.bands.length + 1;
      await admin.getByRole('textbox', { name: `Band ${added}: up to km` }).fill(String(before.bands[0].upToKm));
      await admin.getByRole('textbox', { name: `Band ${added}: fee` }).fill('45');
      await admin.getByRole('button', { name: 'Save delivery fees' }).click();
      await admin.getByText(`Must be more than ${before.bands.at(-1)?.upToKm} km`).waitFor();
      await admin.getByRole('button', { name: `Remove band ${added}` }).click();

      await firstFee.fill('25');
      await admin.getByRole('button', { name: 'Save delivery fees' }).click();
      await toastWith(admin, 'Delivery fees saved');
      const after = await call<DeliveryFees>(admin, 'GET', '/api/delivery-fees');
      expect(after.bands).toEqual([{ ...before.bands[0], fee: '25.00' }, ...before.bands.slice(1)]);
    } finally {
      await call(admin, 'PUT', '/api/admin/delivery-fees', { bands: before.bands });
    }
  });

  it('flags a shop that is not located to the admin and its shopkeeper, who can pin it on the map', async () => {
    const { shop, keeper } = await onboardShop({ address: 'Near the old stepwell, Amer' });
    const admin = await newPage(viewport);
    await signIn(admin, DEMO_ADMIN);
    await admin.goto(`/admin/shops?filter=${encodeURIComponent(JSON.stringify({ q: shop.name }))}`);
    await admin.getByText('Not located: add a pincode to its address or pin it').first().waitFor();

    const shopkeeper = await pageOf(keeper);
    await shopkeeper.setViewportSize(viewport);
    await stubTiles(shopkeeper);
    await shopkeeper.goto('/shopkeeper');
    await shopkeeper.getByTestId('shop-not-located').filter({ hasText: 'Your shop is not on the map' }).waitFor();
    await shopkeeper.goto('/shopkeeper/shop');
    await shopkeeper.getByRole('button', { name: 'Edit Shop Details' }).click();
    const dialog = shopkeeper.getByRole('dialog', { name: 'Edit Shop Details' });
    await dialog.getByRole('button', { name: 'Show map' }).click();
    const map = dialog.getByTestId('pin-map');
    await map.locator('.leaflet-container').waitFor();
    expect(await dialog.locator('input[name="latitude"], input[name="longitude"]').count()).toBe(0);
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('The map has no box');
    await shopkeeper.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await dialog.getByTestId('location-precision').filter({ hasText: 'Pinned on the map' }).waitFor();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(shopkeeper, 'Shop details updated');
    const own = await call<{ locationPrecision: string | null }>(shopkeeper, 'GET', '/api/shopkeeper/shop');
    expect(own.locationPrecision).toBe('pin');
    await shopkeeper.getByTestId('shop-not-located').waitFor({ state: 'detached' });
  });
});
