import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ShopsModule } from '../shops/shops.module';
import { CustomerProductsController } from './customer-products.controller';
import { ProductsService } from './products.service';
import { ShopkeeperProductsController } from './shopkeeper-products.controller';

@Module({
  imports: [ShopsModule, CategoriesModule],
  controllers: [ShopkeeperProductsController, CustomerProductsController],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
