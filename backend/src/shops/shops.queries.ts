import { BuiltQuery, builtOnce } from '../database/built-query';
import { Shop } from './shop.entity';

/** A shop, deleted or not, by id. */
export const ANY_SHOP = new BuiltQuery<{ id: string }, Shop>(['id'], (manager) =>
  manager.createQueryBuilder(Shop, 'shop').withDeleted().where('shop.id = :id'),
);

/** A shop not deleted, by id. */
export const LIVE_SHOP = new BuiltQuery<{ id: string }, Shop>(['id'], (manager) =>
  manager.createQueryBuilder(Shop, 'shop').where('shop.id = :id'),
);

/**
 * SQL that holds when the shop `shopIdColumn` names (a column of the caller's query) is live, so
 * that a list of a shop's things leaves a deleted shop's out in the same statement.
 */
export const liveShopSql = builtOnce((manager, shopIdColumn: string) => {
  const live = manager
    .createQueryBuilder()
    .subQuery()
    .select('1')
    .from(Shop, 'live_shop')
    .where(`live_shop.id = ${shopIdColumn}`)
    .getQuery();
  return `EXISTS ${live}`;
});

/** SQL for the name of the shop, deleted or not, whose id is in `shopIdColumn` (a column of the caller's query). */
export const shopNameSql = builtOnce((manager, shopIdColumn: string) =>
  manager
    .createQueryBuilder()
    .subQuery()
    .select('named_shop.name')
    .from(Shop, 'named_shop')
    .withDeleted()
    .where(`named_shop.id = ${shopIdColumn}`)
    .getQuery(),
);
