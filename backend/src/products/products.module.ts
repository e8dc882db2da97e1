import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CategoriesModule } from '../categories/categories.module';
import { EventsModule } from '../events/events.module';
import { ImagesModule } from '../images/images.module';
import { ShopsModule } from '../shops/shops.module';
import { CustomerProductsController } from './customer-products.controller';
import { ProductImportService } from './product-import.service';
import { ProductsService } from './products.service';
import { ShopkeeperProductsCsvController } from './shopkeeper-products-csv.controller';
import { ShopkeeperGstRatesController } from './shopkeeper-gst-rates.controller';
import { ShopkeeperProductImagesController } from './shopkeeper-product-images.controller';
import { ShopkeeperProductsController } from './shopkeeper-products.controller';
import { StockService } from './stock.service';

@Module({
  imports: [ShopsModule, CategoriesModule, EventsModule, ImagesModule, AuditModule],
  // The CSV routes come first: /shopkeeper/products/csv is no product id.
  controllers: [
    ShopkeeperProductsCsvController,
    ShopkeeperProductsController,
    ShopkeeperProductImagesController,
    ShopkeeperGstRatesController,
    CustomerProductsController,
  ],
  providers: [ProductsService, ProductImportService, StockService],
  exports: [ProductsService, StockService],
})
export class ProductsModule {}
