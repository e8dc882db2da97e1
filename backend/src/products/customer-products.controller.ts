import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { RevalidatedRead } from '../common/revalidated-read.decorator';
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
  @RevalidatedRead()
  @ApiOperation({
    summary:
      'The products of a shop, in and out of stock, by name; filter q (the name: the text within it, its words, ' +
      'or close to them, typos forgiven), categoryId, isInStock',
  })
  @ListEndpoint('products', ProductResponse, { sort: ['name', 'ASC'], filter: { isInStock: true, q: 'atta' } })
  @ApiErrors({ notFound: "'Shop not found'" })
  async list(
    @Param('shopId', ParseUUIDPipe) shopId: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<ProductResponse>> {
    const page = await this.products.listForCustomers(shopId, query);
    // Only an empty page needs to know why: no such shop (404), or none of its products matched.
    if (page.total === 0) await this.shops.findForCustomers(shopId);
    return page;
  }
}
