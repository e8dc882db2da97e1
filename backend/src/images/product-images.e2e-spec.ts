import { blankPng, picture, PictureFormat, servedWebp } from '../../test/pictures';
import { catalogueFixtures, signedInShopkeeperWithShop, ShopOwner } from '../../test/catalogue-fixtures';
import { Agent, createTestApp, TestApp } from '../../test/test-app';
import { Product } from '../products/product.entity';

/** A picture as a camera makes it: JPEG, larger than the largest size kept, with EXIF data. */
const photo = (width = 2000, height = 1500, format: PictureFormat = 'jpeg') => picture(width, height, format);

/** Settles with the answer, noting its name in `finished` when it comes: answers are compared by order, not by time. */
const noted = <T>(finished: string[], name: string, request: PromiseLike<T>): Promise<T> =>
  Promise.resolve(request).then((answer) => {
    finished.push(name);
    return answer;
  });

describe('product pictures', () => {
  let t: TestApp;
  let owner: ShopOwner;
  let customer: Agent;
  let product: Product;

  const upload = (bytes: Buffer, filename = 'atta.jpg', agent = owner.agent, id = product.id) =>
    agent
      .post(`/api/shopkeeper/products/${id}/images`)
      .set('X-Requested-With', 'fetch')
      .attach('file', bytes, filename);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInShopkeeperWithShop(t, (await t.signedIn('admin')).agent);
    customer = (await t.signedIn('customer')).agent;
  });
  beforeEach(async () => {
    product = await catalogueFixtures(t).createProduct(owner.shop.id, { name: 'Aashirvaad Atta' });
  });
  afterAll(() => t.close());

  it('re-encodes an upload to WebP in two sizes without its metadata, served by hash for good', async () => {
    const res = await upload(await photo()).expect(201);
    expect(res.body.images).toEqual([
      {
        id: expect.any(String),
        url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{32}\/large\.webp$/),
        thumbnailUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f]{32}\/thumbnail\.webp$/),
      },
    ]);
    const [image] = res.body.images;
    expect((await servedWebp(t, image.url)).size).toEqual([1280, 960]);
    const thumbnail = await servedWebp(t, image.thumbnailUrl);
    expect(thumbnail.size).toEqual([320, 240]);
    expect(thumbnail.bytes.includes('Secret Camera Co')).toBe(false);

    // Customers see the pictures with the product.
    const list = await customer.get(`/api/customer/shops/${owner.shop.id}/products`).expect(200);
    expect(list.body.find((row: { id: string }) => row.id === product.id).images).toEqual(res.body.images);
  });

  it('takes PNG and WebP too, never enlarging a small picture', async () => {
    await upload(await photo(200, 100, 'png'), 'logo.png').expect(201);
    const res = await upload(await photo(300, 300, 'webp'), 'pack.webp').expect(201);
    expect(res.body.images).toHaveLength(2);
    expect((await servedWebp(t, res.body.images[0].url)).size).toEqual([200, 100]);
  });

  it('refuses what is no picture (415, an empty file too), more than 5 MB (413), a sixth picture (409), and no file (400)', async () => {
    await upload(Buffer.from('name,price\nAtta,265\n'), 'atta.jpg').expect(415);
    await upload(Buffer.alloc(0), 'empty.jpg').expect(415);
    const tooBig = Buffer.alloc(6 * 1024 * 1024, 0xff);
    await upload(tooBig, 'huge.jpg').expect(413);
    for (let i = 0; i < 5; i++) await upload(await photo(64, 64)).expect(201);
    const sixth = await upload(await photo(64, 64)).expect(409);
    expect(sixth.body.message).toBe('A product has at most 5 images: delete one first.');
    await owner.agent
      .post(`/api/shopkeeper/products/${product.id}/images`)
      .set('X-Requested-With', 'fetch')
      .field('name', 'x')
      .expect(400);
    const current = await owner.agent.get(`/api/shopkeeper/products/${product.id}`).expect(200);
    expect(current.body.images).toHaveLength(5);
  });

  it('refuses at once, from its header, a picture longer than 10,000 pixels on a side or of more than 40 megapixels (400)', async () => {
    for (const [width, height] of [
      [1, 39_000_000],
      [39_000_000, 1],
      [9_000, 9_000],
    ]) {
      const started = Date.now();
      const res = await upload(blankPng(width, height), 'strip.png').expect(400);
      expect(res.body.message).toBe(
        `A picture may have at most 10,000 pixels on each side and 40 megapixels in all: this one is ${width} × ${height}.`,
      );
      // Decoding the first took half a minute; its header is read in a moment.
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    const current = await owner.agent.get(`/api/shopkeeper/products/${product.id}`).expect(200);
    expect(current.body.images).toEqual([]);
  });

  it('answers a sign-in first while four of the largest pictures allowed are decoded, one at a time', async () => {
    const poster = blankPng(10_000, 4_000, 'rgba16');
    const customerUser = await t.createUser('customer');
    const finished: string[] = [];
    const uploads = [1, 2, 3, 4].map((n) => noted(finished, `upload ${n}`, upload(poster, 'poster.png')));
    // A customer signs in while the uploads are being decoded.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signIn = noted(
      finished,
      'sign-in',
      t.anonymous().post('/api/login').send({ username: customerUser.username, password: customerUser.password }),
    );
    const [signedIn, ...uploaded] = await Promise.all([signIn, ...uploads]);
    expect(signedIn.status).toBe(200);
    expect(uploaded.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect(finished[0]).toBe('sign-in');
    const { images } = (await owner.agent.get(`/api/shopkeeper/products/${product.id}`).expect(200)).body;
    expect(images).toHaveLength(4);
    expect((await servedWebp(t, images[0].url)).size).toEqual([1280, 512]);
  });

  it('answers 503 at once to uploads beyond the few that wait their turn, and takes them again after', async () => {
    const poster = blankPng(10_000, 4_000, 'rgba16');
    const other = await catalogueFixtures(t).createProduct(owner.shop.id, { name: 'Tata Salt' });
    const targets = [product.id, product.id, product.id, product.id, other.id, other.id, other.id, other.id];
    const answers = await Promise.all(targets.map((id) => upload(poster, 'poster.png', owner.agent, id)));
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.length - busy.length).toBeGreaterThanOrEqual(5);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.message).toBe('Too many pictures are being processed right now: try again in a few seconds.');
    }
    expect(answers.every((res) => res.status === 201 || res.status === 503)).toBe(true);
    await upload(await photo(64, 64), 'a.jpg', owner.agent, other.id).expect(201);
  });

  it('takes an upload only from a script of this site, and only for your own product', async () => {
    const form = await owner.agent
      .post(`/api/shopkeeper/products/${product.id}/images`)
      .attach('file', await photo(64, 64));
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('Send a file upload with an X-Requested-With header');
    const other = await signedInShopkeeperWithShop(t, (await t.signedIn('admin')).agent);
    await upload(await photo(64, 64), 'a.jpg', other.agent).expect(404);
    await customer
      .post(`/api/shopkeeper/products/${product.id}/images`)
      .set('X-Requested-With', 'fetch')
      .attach('file', await photo(64, 64), 'a.jpg')
      .expect(403);
  });

  it('removes a picture and puts the rest in a new order', async () => {
    for (const side of [64, 65, 66]) await upload(await photo(side, side)).expect(201);
    const { images } = (await owner.agent.get(`/api/shopkeeper/products/${product.id}`).expect(200)).body;
    const [first, second, third] = images.map((image: { id: string }) => image.id);
    const afterDelete = await owner.agent.delete(`/api/shopkeeper/products/${product.id}/images/${second}`).expect(200);
    expect(afterDelete.body.images.map((image: { id: string }) => image.id)).toEqual([first, third]);
    const reordered = await owner.agent
      .put(`/api/shopkeeper/products/${product.id}/images`)
      .send({ imageIds: [third, first] })
      .expect(200);
    expect(reordered.body.images.map((image: { id: string }) => image.id)).toEqual([third, first]);
    await owner.agent
      .put(`/api/shopkeeper/products/${product.id}/images`)
      .send({ imageIds: [third] })
      .expect(400);
    await owner.agent
      .put(`/api/shopkeeper/products/${product.id}/images`)
      .send({ imageIds: [third, second] })
      .expect(404);
    await owner.agent.delete(`/api/shopkeeper/products/${product.id}/images/${second}`).expect(404);
  });

  it('answers 404 for an image that does not exist', async () => {
    await t
      .anonymous()
      .get(`/api/images/${'0'.repeat(32)}/large.webp`)
      .expect(404);
    await t.anonymous().get('/api/images/not-a-hash/large.webp').expect(404);
    await t
      .anonymous()
      .get(`/api/images/${'0'.repeat(32)}/huge.webp`)
      .expect(404);
  });
});
