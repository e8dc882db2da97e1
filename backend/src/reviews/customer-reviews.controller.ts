import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ListEndpoint, ListQueryDto, mapPage, Page } from '../common/list-query';
import { Roles } from '../common/roles.decorator';
import { User } from '../users/user.entity';
import { CreateReviewDto, ReviewResponse, ShopReviewResponse } from './dto/review.dto';
import { ALREADY_RATED, NOT_YET_DELIVERED, ReviewsService } from './reviews.service';

@ApiTags('customer: reviews')
@Controller('customer')
@Roles('customer')
export class CustomerReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('orders/:orderId/review')
  @ApiOperation({ summary: 'Rate the shop of one of your delivered orders, once' })
  @ApiCreatedResponse({ type: ReviewResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A rating that is not a whole number from 1 to 5' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "'Order not found': no such order of yours" })
  @ApiConflictResponse({ type: ErrorResponse, description: `'${NOT_YET_DELIVERED}' or '${ALREADY_RATED}'` })
  async create(
    @CurrentUser() user: User,
    @Param('orderId', ParseUUIDPipe) orderId: string,
    @Body() body: CreateReviewDto,
  ): Promise<ReviewResponse> {
    return ReviewResponse.from(await this.reviews.create(user.id, orderId, body));
  }

  @Get('shops/:shopId/reviews')
  @ApiOperation({ summary: "A shop's reviews, newest first; filter q (comment), rating" })
  @ListEndpoint('reviews', ShopReviewResponse)
  @ApiNotFoundResponse({ type: ErrorResponse, description: "'Shop not found'" })
  async listForShop(
    @Param('shopId', ParseUUIDPipe) shopId: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<ShopReviewResponse>> {
    return mapPage(await this.reviews.listForShop(shopId, query), ShopReviewResponse.from);
  }
}
