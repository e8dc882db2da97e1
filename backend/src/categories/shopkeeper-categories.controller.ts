import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { CategoriesService } from './categories.service';
import { CategoryResponse, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';

@ApiTags('shopkeeper: categories')
@Controller('shopkeeper/categories')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperCategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'The categories of your shop; filter q (name)' })
  @ListEndpoint('categories', CategoryResponse, { sort: ['name', 'ASC'], filter: { q: 'snacks' } })
  async list(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<CategoryResponse>> {
    return this.categories.list(shopId, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one of your categories' })
  @ApiOkResponse({ type: CategoryResponse })
  async findOne(@OwnShopId() shopId: string, @Param('id', ParseUUIDPipe) id: string): Promise<CategoryResponse> {
    return this.categories.findOne(shopId, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a category', description: 'Names are unique in a shop, ignoring case (409).' })
  @ApiCreatedResponse({ type: CategoryResponse })
  @ApiErrors({ badRequest: true })
  async create(@OwnShopId() shopId: string, @Body() body: CreateCategoryDto): Promise<CategoryResponse> {
    return this.categories.create(shopId, body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a category (partial)' })
  @ApiOkResponse({ type: CategoryResponse })
  @ApiErrors({ badRequest: true })
  async update(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<CategoryResponse> {
    return this.categories.update(shopId, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a category', description: 'Refused with 409 while it still has products.' })
  @ApiOkResponse({ type: CategoryResponse, description: 'The deleted category' })
  async remove(@OwnShopId() shopId: string, @Param('id', ParseUUIDPipe) id: string): Promise<CategoryResponse> {
    return this.categories.remove(shopId, id);
  }
}
