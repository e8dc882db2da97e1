import { DataSource } from 'typeorm';
import { catalogueFixtures } from '../../test/catalogue-fixtures';
import { statementsDuring } from '../../test/sql-statements';
import { createTestApp, TestApp } from '../../test/test-app';
import { Cart } from '../cart/cart.entity';
import { CartItem } from '../cart/cart-item.entity';
import { Shop } from '../shops/shop.entity';
import { User } from '../users/user.entity';
import { BuiltQuery, entityOf } from './built-query';

describe('Queries whose SQL is built once', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestApp();
    const fixtures = catalogueFixtures(t);
    dataSource = fixtures.dataSource;
    ({ shop } = await fixtures.createShop({
      minimumOrder: 25_050,
      commissionRate: 250,
      openingHours: [{ day: 'mon', opens: '09:00', closes: '13:00' }],
      holidays: ['2026-12-25'],
      latitude: 26.9,
      longitude: 75.8,
    }));
  });
  afterAll(() => t.close());

  const shopById = () =>
    new BuiltQuery<{ id: string }>(['id'], (manager) =>
      manager.createQueryBuilder(Shop, 'shop').withDeleted().where('shop.id = :id'),
    );

  it('hydrates an entity as TypeORM does: money, jsonb, arrays, dates and nulls', async () => {
    const [row] = await shopById().rows(dataSource.manager, { id: shop.id });
    const hydrated = entityOf(dataSource.manager, Shop, 'shop', row);
    const byTypeorm = await dataSource.manager.findOneByOrFail(Shop, { id: shop.id });
    expect(hydrated).toBeInstanceOf(Shop);
    expect(hydrated).toEqual(byTypeorm);
    expect(hydrated).toMatchObject({ minimumOrder: 25_050, holidays: ['2026-12-25'], deliveryRadiusKm: null });
    expect(hydrated!.createdAt).toBeInstanceOf(Date);
  });

  it('leaves out the columns TypeORM does not select, as it does: no password hash', async () => {
    const user = await t.createUser('customer');
    const users = new BuiltQuery<{ id: string }, User>(['id'], (manager) =>
      manager.createQueryBuilder(User, 'user').where('user.id = :id'),
    );
    const [hydrated] = await users.entities(dataSource.manager, { id: user.id });
    expect(hydrated).toEqual(await dataSource.manager.findOneByOrFail(User, { id: user.id }));
    expect(hydrated).not.toHaveProperty('passwordHash');
  });

  it('builds its SQL once and sends the same text with each run’s parameters', async () => {
    const build = jest.fn((manager: DataSource['manager']) =>
      manager.createQueryBuilder(Shop, 'shop').select('shop.name', 'name').where('shop.id = ANY(:ids)'),
    );
    const names = new BuiltQuery<{ ids: string[] }>(['ids'], build);
    const statements = await statementsDuring(async () => {
      expect(await names.rows(dataSource.manager, { ids: [shop.id] })).toEqual([{ name: shop.name }]);
      expect(await names.rows(dataSource.manager, { ids: [] })).toEqual([]);
    });
    expect(build).toHaveBeenCalledTimes(1);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toBe(statements[1]);
  });

  it('refuses a builder that fixes a value instead of taking it from the parameters', async () => {
    const fixed = new BuiltQuery<{ id: string }>(['id'], (manager) =>
      manager.createQueryBuilder(Shop, 'shop').where('shop.id = :id').andWhere({ isActive: true }),
    );
    await expect(fixed.rows(dataSource.manager, { id: shop.id })).rejects.toThrow(
      /takes every value from its parameters/,
    );
  });

  it('answers null for the side of a LEFT JOIN that found nothing, and refuses a column not selected', async () => {
    const cartWithItems = new BuiltQuery<{ shopId: string }>(['shopId'], (manager) =>
      manager
        .createQueryBuilder(Shop, 'shop')
        .leftJoin(Cart, 'cart', 'cart.shopId = shop.id')
        .leftJoin(CartItem, 'item', 'item.cartId = cart.id')
        .addSelect(['item.id', 'item.quantity'])
        .where('shop.id = :shopId'),
    );
    const [row] = await cartWithItems.rows(dataSource.manager, { shopId: shop.id });
    expect(entityOf(dataSource.manager, CartItem, 'item', row)).toBeNull();
    const [partial] = await new BuiltQuery<{ id: string }>(['id'], (manager) =>
      manager.createQueryBuilder(Shop, 'shop').select('shop.id').where('shop.id = :id'),
    ).rows(dataSource.manager, { id: shop.id });
    expect(() => entityOf(dataSource.manager, Shop, 'shop', partial)).toThrow(
      /^Shop\.\w+ is not selected as shop_\w+$/,
    );
  });
});
