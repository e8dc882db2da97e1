import { Module } from '@nestjs/common';
import { ShopsModule } from '../shops/shops.module';
import { CategoriesService } from './categories.service';
import { ShopkeeperCategoriesController } from './shopkeeper-categories.controller';

@Module({
  imports: [ShopsModule],
  controllers: [ShopkeeperCategoriesController],
  providers: [CategoriesService],
  exports: [CategoriesService],
})
export class CategoriesModule {}
