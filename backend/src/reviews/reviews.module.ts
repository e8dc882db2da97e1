import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ReviewsService } from './reviews.service';

/** Reviews and ratings. Its routes live with what they are about: a shop's reviews, an order's rating. */
@Module({
  imports: [UsersModule],
  providers: [ReviewsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
