import { Module } from '@nestjs/common';
import { CategoriesService } from './categories.service';
import { ShopkeeperCategoriesController } from './shopkeeper-categories.controller';

@Module({
  controllers: [ShopkeeperCategoriesController],
  providers: [CategoriesService],
})
export class CategoriesModule {}
