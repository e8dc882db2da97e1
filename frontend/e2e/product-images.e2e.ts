import type { Page } from 'playwright-core';
import { call } from './api';
import { MOBILE, newPage, signIn, signUp, toastWith, type TestUser } from './harness';
import { horizontalOverflow, loaded, png } from './pictures';
import { onboardShop, pageOf, stockShop, type StockedProduct } from './shop-setup';

interface Picture {
  id: string;
  url: string;
  thumbnailUrl: string;
}

interface PicturedProduct {
  id: string;
  images: Picture[];
}

/** Adds a picture through the API, as the back office does (multipart with X-Requested-With). */
async function uploadPicture(page: Page, productId: string, buffer: Buffer): Promise<PicturedProduct> {
  const response = await page.request.post(`/api/shopkeeper/products/${productId}/images`, {
    headers: { 'X-Requested-With': 'e2e' },
    multipart: { file: { name: 'pack.png', mimeType: 'image/png', buffer } },
  });
  if (response.status() !== 201) throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as PicturedProduct;
}

describe('Product pictures', () => {
  let shop: { id: string; name: string };
  let keeper: TestUser;
  let keeperApi: Page;
  let products: Record<string, StockedProduct>;

  beforeAll(async () => {
    ({ shop, keeper } = await onboardShop());
    keeperApi = await pageOf(keeper);
    products = await stockShop(
      keeperApi,
      [
        { name: 'Aashirvaad Atta', price: '265.00' },
        { name: 'Basmati Rice', price: '120.00' },
        { name: 'Loose Jaggery', price: '60.00' },
        { name: 'Toor Dal', price: '150.00' },
      ],
      { category: 'Staples' },
    );
  });

  const picturesOf = async (name: string) =>
    (await call<PicturedProduct>(keeperApi, 'GET', `/api/shopkeeper/products/${products[name].id}`)).images;

  it('lets the shopkeeper add pictures, choose the main one and remove one, showing the server’s refusals', async () => {
    const page = await pageOf(keeper);
    await page.goto('/shopkeeper/products');
    const card = page.getByRole('article', { name: 'Aashirvaad Atta' });
    await card.getByRole('img', { name: 'No picture yet' }).waitFor();
    await card.getByRole('button', { name: 'Pictures of Aashirvaad Atta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pictures of Aashirvaad Atta' });
    const fileInput = dialog.getByLabel('Add picture');

    await fileInput.setInputFiles({ name: 'atta.png', mimeType: 'image/png', buffer: await png(200) });
    await toastWith(page, 'Picture added');
    const first = dialog.getByRole('img', { name: 'Aashirvaad Atta, picture 1' });
    await first.waitFor();
    const [uploaded] = await picturesOf('Aashirvaad Atta');
    expect(await first.getAttribute('src')).toBe(uploaded.thumbnailUrl);
    await expect(loaded(first)).resolves.toBe(true);

    // A text file named like a photo: the server decodes it and refuses it, and says why.
    await fileInput.setInputFiles({
      name: 'price-list.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('name,price\nAtta,265\n'),
    });
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Picture not added' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Upload a JPEG, PNG or WebP image.');
    // Larger than 5 MB: 413, in the server's words.
    await fileInput.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(6 * 1024 * 1024, 0xff),
    });
    await refusal.filter({ hasText: 'File too large' }).waitFor();
    expect(await picturesOf('Aashirvaad Atta')).toEqual([uploaded]);

    await fileInput.setInputFiles({ name: 'atta-back.png', mimeType: 'image/png', buffer: await png(30) });
    await toastWith(page, 'Picture added');
    await refusal.waitFor({ state: 'detached' });
    await dialog.getByRole('img', { name: 'Aashirvaad Atta, picture 2' }).waitFor();
    const [, back] = await picturesOf('Aashirvaad Atta');

    await dialog.getByRole('button', { name: 'Make picture 2 the main picture' }).click();
    await toastWith(page, 'Main picture changed');
    expect((await picturesOf('Aashirvaad Atta')).map(({ id }) => id)).toEqual([back.id, uploaded.id]);
    // The product's pictures reach the dialog and the list as they render again, a moment after the toast.
    const showing = (picture: { thumbnailUrl: string }) => page.locator(`[src="${picture.thumbnailUrl}"]`);
    await dialog.getByRole('listitem', { name: 'Picture 1' }).getByRole('img').and(showing(back)).waitFor();

    await dialog.getByRole('button', { name: 'Remove picture 2' }).click();
    await toastWith(page, 'Picture removed');
    await dialog.getByRole('listitem', { name: 'Picture 2' }).waitFor({ state: 'detached' });
    expect(await picturesOf('Aashirvaad Atta')).toEqual([back]);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('img', { name: 'Aashirvaad Atta' }).and(showing(back)).waitFor();
  });

  it('shows customers the thumbnail at a fixed size, a larger view on tap, and a placeholder for none', async () => {
    const { images } = await uploadPicture(keeperApi, products['Basmati Rice'].id, await png(90, 1600, 1200));
    const [picture] = images;
    await uploadPicture(keeperApi, products['Toor Dal'].id, await png(90, 400, 400));
    const page = await newPage();
    await signUp(page);
    await page.goto(`/customer/shops/${shop.id}/products`);

    const rice = page.getByRole('article', { name: 'Basmati Rice' });
    const thumbnail = rice.getByRole('img', { name: 'Basmati Rice' });
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toBe(picture.thumbnailUrl);
    expect(await thumbnail.getAttribute('srcset')).toBe(`${picture.thumbnailUrl} 320w, ${picture.url} 1280w`);
    // The first row's pictures (three cards at the widest) are the page's largest paint: they load
    // at once, first; the others lazily. Toor Dal's card is the fourth.
    expect(await page.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.ariaLabel))).toEqual([
      'Aashirvaad Atta',
      'Basmati Rice',
      'Loose Jaggery',
      'Toor Dal',
    ]);
    expect([await thumbnail.getAttribute('loading'), await thumbnail.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ]);
    const dal = page.getByRole('article', { name: 'Toor Dal' }).getByRole('img', { name: 'Toor Dal' });
    expect([await dal.getAttribute('loading'), await dal.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
    expect([await thumbnail.getAttribute('width'), await thumbnail.getAttribute('height')]).toEqual(['160', '160']);
    await expect(loaded(thumbnail)).resolves.toBe(true);

    await rice.getByRole('button', { name: 'View pictures of Basmati Rice' }).click();
    const view = page.getByRole('dialog', { name: 'Basmati Rice' });
    const large = view.getByRole('img', { name: 'Basmati Rice' });
    await large.waitFor();
    expect(await large.getAttribute('src')).toBe(picture.url);
    await expect(loaded(large)).resolves.toBe(true);
    expect(await large.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1280);
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'hidden' });

    const jaggery = page.getByRole('article', { name: 'Loose Jaggery' });
    await jaggery.getByTestId('product-image-placeholder').waitFor();
    await expect(jaggery.getByRole('img', { name: 'No picture' }).count()).resolves.toBe(1);
    await expect(jaggery.locator('img').count()).resolves.toBe(0);
    await expect(jaggery.getByRole('button', { name: /View pictures/ }).count()).resolves.toBe(0);
  });

  it('fits the shopkeeper’s products with pictures, and their pictures dialog, on a 375 px phone', async () => {
    // A tall picture and a wide one: neither may widen the card or the dialog.
    await uploadPicture(keeperApi, products['Toor Dal'].id, await png(10, 300, 900));
    await uploadPicture(keeperApi, products['Toor Dal'].id, await png(250, 1200, 300));
    const phone = await newPage(MOBILE);
    await signIn(phone, keeper);
    await phone.goto('/shopkeeper/products');
    const card = phone.getByRole('article', { name: 'Toor Dal' });
    await card.getByRole('img', { name: 'Toor Dal' }).waitFor();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: 'Pictures of Toor Dal' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Pictures of Toor Dal' });
    await dialog.getByRole('img', { name: 'Toor Dal, picture 2' }).waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
    const add = await dialog.getByText('Add picture').boundingBox();
    expect(add && add.x + add.width <= MOBILE.width).toBe(true);
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  });
});
