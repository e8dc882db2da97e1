import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ImagesModule } from '../images/images.module';
import { ShopsModule } from '../shops/shops.module';
import { CustomerProductsController } from './customer-products.controller';
import { ProductImportService } from './product-import.service';
import { ProductsService } from './products.service';
import { ShopkeeperProductsCsvController } from './shopkeeper-products-csv.controller';
import { ShopkeeperProductImagesController } from './shopkeeper-product-images.controller';
import { ShopkeeperProductsController } from './shopkeeper-products.controller';

@Module({
  imports: [ShopsModule, CategoriesModule, ImagesModule],
  // The CSV routes come first: /shopkeeper/products/csv is no product id.
  controllers: [
    ShopkeeperProductsCsvController,
    ShopkeeperProductsController,
    ShopkeeperProductImagesController,
    CustomerProductsController,
  ],
  providers: [ProductsService, ProductImportService],
  exports: [ProductsService],
})
export class ProductsModule {}
