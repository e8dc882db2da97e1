import { Module } from '@nestjs/common';
import { ShopsModule } from '../shops/shops.module';
import { CustomerReviewsController } from './customer-reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [ShopsModule],
  controllers: [CustomerReviewsController],
  providers: [ReviewsService],
})
export class ReviewsModule {}
