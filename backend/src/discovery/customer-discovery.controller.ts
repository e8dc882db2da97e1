import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EXAMPLE_LOCATION } from '../common/api-examples';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { RevalidatedRead } from '../common/revalidated-read.decorator';
import { Roles } from '../common/roles.decorator';
import { CustomerShopResponse } from '../shops/dto/shop-response.dto';
import { DiscoveryService } from './discovery.service';

@ApiTags('customer: shops')
@Controller('customer/shops')
@Roles('customer')
export class CustomerDiscoveryController {
  constructor(private readonly discovery: DiscoveryService) {}

  @Get()
  @RevalidatedRead()
  @ApiOperation({
    summary:
      'Every shop not deleted, open or closed, by name; filter q (names of shops, categories and products, ' +
      'typos forgiven; matchingProducts says which), isActive, openNow, minRating, and lat with lng for ' +
      'distanceKm and deliversToYou, with withinKm to keep the shops that near and deliversToYou (true) those ' +
      'that deliver there; sort also by averageRating or ' +
      'distanceKm (shops without one last)',
  })
  @ListEndpoint('shops', CustomerShopResponse, {
    sort: ['distanceKm', 'ASC'],
    filter: {
      q: 'atta',
      lat: EXAMPLE_LOCATION.latitude,
      lng: EXAMPLE_LOCATION.longitude,
      withinKm: 10,
      openNow: true,
      minRating: 3,
    },
  })
  async list(@Query() query: ListQueryDto): Promise<Page<CustomerShopResponse>> {
    return this.discovery.list(query);
  }
}
