import type { EntityManager } from 'typeorm';
import type { TextSearch } from '../common/text-search';
import { builtOnce } from '../database/built-query';
import { Category } from './category.entity';

/**
 * SQL for the name of the category whose id is in `categoryIdColumn` (a column of the caller's
 * query), so that products are listed with their category's name in one statement.
 */
export const categoryNameSql = builtOnce((manager, categoryIdColumn: string) =>
  manager
    .createQueryBuilder()
    .subQuery()
    .select('category.name')
    .from(Category, 'category')
    .where(`category.id = ${categoryIdColumn}`)
    .getQuery(),
);

/**
 * SQL that holds when the shop whose id is in `shopIdColumn` (a column of the caller's query) has a
 * category whose name matches the search, whose parameters the caller sets.
 */
export function shopMatchingCategorySql(manager: EntityManager, shopIdColumn: string, search: TextSearch): string {
  const shops = manager
    .createQueryBuilder()
    .subQuery()
    .select('category.shopId')
    .from(Category, 'category')
    .where(search.matchSql('category.name'))
    .getQuery();
  return `${shopIdColumn} IN ${shops}`;
}
