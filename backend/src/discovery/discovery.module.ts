import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ProductsModule } from '../products/products.module';
import { ShopsModule } from '../shops/shops.module';
import { CustomerDiscoveryController } from './customer-discovery.controller';
import { DiscoveryService } from './discovery.service';

/**
 * Discovery (issue 12): shops found by their names and their catalogues' names. Its own module, as the
 * products and categories modules already depend on the shops module: the shops module asks nothing of them.
 */
@Module({
  imports: [ShopsModule, ProductsModule, CategoriesModule],
  controllers: [CustomerDiscoveryController],
  providers: [DiscoveryService],
})
export class DiscoveryModule {}
