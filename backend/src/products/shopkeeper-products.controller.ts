import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { AdjustStockDto } from './dto/adjust-stock.dto';
import { CreateProductDto, ProductResponse, UpdateProductDto } from './dto/product.dto';
import { ProductsService } from './products.service';
import { StockService } from './stock.service';

@ApiTags('shopkeeper: products')
@Controller('shopkeeper/products')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly stock: StockService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The products of your shop; filter q (name), categoryId, isInStock' })
  @ListEndpoint('products', ProductResponse, { sort: ['name', 'ASC'], filter: { isInStock: false } })
  async list(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<ProductResponse>> {
    return this.products.list(shopId, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one of your products' })
  @ApiOkResponse({ type: ProductResponse })
  async findOne(@OwnShopId() shopId: string, @Param('id', ParseUUIDPipe) id: string): Promise<ProductResponse> {
    return this.products.findOne(shopId, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a product' })
  @ApiCreatedResponse({ type: ProductResponse })
  @ApiErrors({ badRequest: 'Invalid, or discountedPrice above originalPrice' })
  async create(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Body() body: CreateProductDto,
  ): Promise<ProductResponse> {
    return this.products.create(user, shopId, body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a product (partial, e.g. only isInStock)' })
  @ApiOkResponse({ type: ProductResponse })
  @ApiErrors({ badRequest: 'Invalid, or discountedPrice above originalPrice' })
  async update(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateProductDto,
  ): Promise<ProductResponse> {
    return this.products.update(user, shopId, id, body);
  }

  @Post(':id/stock-adjustments')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add or take away units of a counted product',
    description: 'Changes the count by `by` at once, so that a sale at the same moment is never overwritten.',
  })
  @ApiOkResponse({ type: ProductResponse })
  @ApiErrors({ conflict: 'Not counted, or the count would go below 0' })
  async adjustStock(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() { by }: AdjustStockDto,
  ): Promise<ProductResponse> {
    await this.stock.adjust(user, shopId, id, by);
    return this.products.findOne(shopId, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a product', description: 'Soft delete: past orders keep their own copy.' })
  @ApiOkResponse({ type: ProductResponse, description: 'The deleted product' })
  async remove(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ProductResponse> {
    return this.products.remove(user, shopId, id);
  }
}
