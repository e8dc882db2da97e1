import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ShopReview } from '../review.entity';

export class CreateReviewDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, description: 'Stars, a whole number from 1 to 5' })
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'rating must be a whole number from 1 to 5' })
  rating!: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, example: 'Quick delivery, fresh vegetables.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  comment?: string | null;
}

/** A review as its author reads it back. */
export class ReviewResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  orderId!: string;

  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating!: number;

  @ApiProperty({ type: String, nullable: true })
  comment!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(review: ShopReview): ReviewResponse {
    const { id, orderId, shopId, rating, comment } = review;
    return { id, orderId, shopId, rating, comment, createdAt: review.createdAt.toISOString() };
  }
}

/** What customers' reviews say of a shop. */
export interface ShopRating {
  /** Rounded to one decimal; null without reviews. */
  averageRating: number | null;
  reviewCount: number;
}

/** The review of an order, as the order answer carries it. */
export class OrderReviewResponse extends PickType(ReviewResponse, ['rating', 'comment', 'createdAt'] as const) {
  static from(review: Pick<ShopReview, 'rating' | 'comment' | 'createdAt'>): OrderReviewResponse {
    return { rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() };
  }
}

/** A review as other customers see it on the shop: the reviewer by first name only. */
export class ShopReviewResponse extends PickType(ReviewResponse, ['id', 'rating', 'comment', 'createdAt'] as const) {
  @ApiProperty({ example: 'Priya', description: "The reviewer's first name" })
  customerName!: string;

  static from(review: ShopReview, reviewerName: string): ShopReviewResponse {
    const { id, rating, comment } = review;
    const customerName = reviewerName.trim().split(/\s+/)[0];
    return { id, rating, comment, customerName, createdAt: review.createdAt.toISOString() };
  }
}
