import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response.dto';
import { ListEndpoint, ListQueryDto, mapPage, Page } from '../common/list-query';
import { Roles } from '../common/roles.decorator';
import { ProductResponse } from '../products/dto/product.dto';
import { ProductsService } from '../products/products.service';
import { CustomerShopResponse } from './dto/shop-response.dto';
import { ShopsService } from './shops.service';

@ApiTags('customer: shops')
@Controller('customer/shops')
@Roles('customer')
export class CustomerShopsController {
  constructor(
    private readonly shops: ShopsService,
    private readonly products: ProductsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Every shop not deleted, open or closed, by name; filter q (name), isActive; sort also by averageRating',
  })
  @ListEndpoint('shops', CustomerShopResponse)
  async list(@Query() query: ListQueryDto): Promise<Page<CustomerShopResponse>> {
    return this.shops.listForCustomers(query);
  }

  @Get(':shopId')
  @ApiOkResponse({ type: CustomerShopResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "'Shop not found'" })
  async findOne(@Param('shopId', ParseUUIDPipe) shopId: string): Promise<CustomerShopResponse> {
    return this.shops.findOneForCustomers(shopId);
  }

  @Get(':shopId/products')
  @ApiOperation({ summary: 'The products of a shop, in and out of stock, by name; filter q, categoryId, isInStock' })
  @ListEndpoint('products', ProductResponse)
  @ApiNotFoundResponse({ type: ErrorResponse, description: "'Shop not found'" })
  async listProducts(
    @Param('shopId', ParseUUIDPipe) shopId: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<ProductResponse>> {
    const shop = await this.shops.findForCustomers(shopId);
    return mapPage(await this.products.list(shop.id, query), ProductResponse.from);
  }
}
