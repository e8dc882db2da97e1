import { Module } from '@nestjs/common';
import { ProductsService } from './products.service';
import { ShopkeeperProductsController } from './shopkeeper-products.controller';

@Module({
  controllers: [ShopkeeperProductsController],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
