import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Category } from '../src/categories/category.entity';
import { Product } from '../src/products/product.entity';
import { Shop } from '../src/shops/shop.entity';
import { TestApp, TestUser } from './test-app';

/** Jaipur, near Hawa Mahal: test shops stand here unless told otherwise. */
export const JAIPUR = { latitude: 26.9239, longitude: 75.8267 };

/**
 * Shops, categories and products written straight into the database, so the cart and order
 * tests do not depend on the catalogue endpoints. Money is in paise, GST in hundredths of a percent.
 */
export function catalogueFixtures(t: TestApp) {
  const dataSource = t.app.get(DataSource);

  async function createShop(
    overrides: Partial<Shop> = {},
    shopkeeper?: TestUser,
  ): Promise<{ shop: Shop; shopkeeper: TestUser }> {
    const owner = shopkeeper ?? (await t.createUser('shopkeeper'));
    const suffix = randomBytes(3).toString('hex');
    const shop = await dataSource.getRepository(Shop).save({
      name: `Test Store ${suffix}`,
      email: `store_${suffix}@example.com`,
      phone: '+91 141 222 3333',
      address: 'Johari Bazaar, Jaipur',
      gstNumber: '08ABCDE1234F1Z5',
      isActive: true,
      ...JAIPUR,
      ...overrides,
      shopkeeperId: owner.id,
    });
    return { shop, shopkeeper: owner };
  }

  async function createProduct(shopId: string, overrides: Partial<Product> = {}): Promise<Product> {
    const categories = dataSource.getRepository(Category);
    const category = (await categories.findOneBy({ shopId })) ?? (await categories.save({ shopId, name: 'Groceries' }));
    const saved = await dataSource.getRepository(Product).save({
      shopId,
      categoryId: category.id,
      name: `Product ${randomBytes(3).toString('hex')}`,
      description: null,
      weight: '1kg',
      originalPrice: 120_00,
      discountedPrice: 99_00,
      gstPercentage: 5_00,
      gstIncluded: true,
      isInStock: true,
      ...overrides,
    });
    return dataSource.getRepository(Product).findOneOrFail({ where: { id: saved.id }, withDeleted: true });
  }

  return { dataSource, createShop, createProduct };
}
