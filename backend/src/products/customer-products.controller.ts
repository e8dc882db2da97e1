import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response.dto';
import { ListEndpoint, ListQueryDto, Page } from '../common/list-query';
import { Roles } from '../common/roles.decorator';
import { ShopsService } from '../shops/shops.service';
import { ProductResponse } from './dto/product.dto';
import { ProductsService } from './products.service';

@ApiTags('customer: shops')
@Controller('customer/shops')
@Roles('customer')
export class CustomerProductsController {
  constructor(
    private readonly shops: ShopsService,
    private readonly products: ProductsService,
  ) {}

  @Get(':shopId/products')
  @ApiOperation({ summary: 'The products of a shop, in and out of stock, by name; filter q, categoryId, isInStock' })
  @ListEndpoint('products', ProductResponse, { sort: ['name', 'ASC'], filter: { isInStock: true } })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "'Shop not found'" })
  async list(
    @Param('shopId', ParseUUIDPipe) shopId: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<ProductResponse>> {
    const shop = await this.shops.findForCustomers(shopId);
    return this.products.list(shop.id, query);
  }
}
