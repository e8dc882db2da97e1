import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { RevalidatedRead } from '../common/revalidated-read.decorator';
import { Roles } from '../common/roles.decorator';
import { ShopReviewResponse } from '../reviews/dto/review.dto';
import { ReviewsService } from '../reviews/reviews.service';
import { CustomerShopResponse } from '../shops/dto/shop-response.dto';
import { ShopsService } from '../shops/shops.service';
import { DiscoveryService } from './discovery.service';

@ApiTags('customer: shops')
@Controller('customer/shops')
@Roles('customer')
export class CustomerShopsController {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly shops: ShopsService,
    private readonly reviews: ReviewsService,
  ) {}

  @Get(':shopId')
  @RevalidatedRead()
  @ApiOperation({ summary: 'Get a shop' })
  @ApiOkResponse({ type: CustomerShopResponse })
  @ApiErrors({ notFound: "'Shop not found'" })
  async findOne(@Param('shopId', ParseUUIDPipe) shopId: string): Promise<CustomerShopResponse> {
    return this.discovery.findOne(shopId);
  }

  @Get(':shopId/reviews')
  @ApiOperation({ summary: "A shop's reviews, newest first; filter q (comment), rating" })
  @ListEndpoint('reviews', ShopReviewResponse, { sort: ['rating', 'DESC'], filter: { q: 'fresh' } })
  @ApiErrors({ notFound: "'Shop not found'" })
  async listReviews(
    @Param('shopId', ParseUUIDPipe) shopId: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<ShopReviewResponse>> {
    const shop = await this.shops.findForCustomers(shopId);
    return this.reviews.listForShop(shop.id, query);
  }
}
