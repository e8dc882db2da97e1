import { Injectable } from '@nestjs/common';
import { CategoriesService } from '../categories/categories.service';
import { ListQueryDto, Page } from '../database/paging/list-query';
import { ProductsService } from '../products/products.service';
import { CustomerShopResponse } from '../shops/dto/shop-response.dto';
import { CatalogueSearch, ShopsService } from '../shops/shops.service';

/** Discovery: the shops module's list, with `q` reaching the shops' categories and products. */
@Injectable()
export class DiscoveryService {
  private readonly catalogue: CatalogueSearch;

  constructor(
    private readonly shops: ShopsService,
    products: ProductsService,
    categories: CategoriesService,
  ) {
    this.catalogue = {
      shopMatchesSql: (shopIdColumn, search) =>
        `(${categories.matchingShopSql(shopIdColumn, search)} OR ${products.matchingShopSql(shopIdColumn, search)})`,
      matchingProductsSql: (shopIdColumn, search) => products.matchingNamesSql(shopIdColumn, search),
    };
  }

  discover(query: ListQueryDto): Promise<Page<CustomerShopResponse>> {
    return this.shops.listForCustomers(query, this.catalogue);
  }
}
