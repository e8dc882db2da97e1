import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response.dto';
import { ListEndpoint, ListQueryDto, mapPage, Page } from '../common/list-query';
import { Roles } from '../common/roles.decorator';
import { ForOwnShop, OwnShop } from '../shops/own-shop.guard';
import { Shop } from '../shops/shop.entity';
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
  @ListEndpoint('categories', CategoryResponse)
  async list(@OwnShop() shop: Shop, @Query() query: ListQueryDto): Promise<Page<CategoryResponse>> {
    return mapPage(await this.categories.list(shop.id, query), CategoryResponse.from);
  }

  @Get(':id')
  @ApiOkResponse({ type: CategoryResponse })
  async findOne(@OwnShop() shop: Shop, @Param('id', ParseUUIDPipe) id: string): Promise<CategoryResponse> {
    return CategoryResponse.from(await this.categories.findOne(shop.id, id));
  }

  @Post()
  @ApiOperation({ summary: 'Add a category', description: 'Names are unique in a shop, ignoring case (409).' })
  @ApiCreatedResponse({ type: CategoryResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async create(@OwnShop() shop: Shop, @Body() body: CreateCategoryDto): Promise<CategoryResponse> {
    return CategoryResponse.from(await this.categories.create(shop.id, body));
  }

  @Put(':id')
  @ApiOkResponse({ type: CategoryResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async update(
    @OwnShop() shop: Shop,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<CategoryResponse> {
    return CategoryResponse.from(await this.categories.update(shop.id, id, body));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a category', description: 'Refused with 409 while it still has products.' })
  @ApiOkResponse({ type: CategoryResponse, description: 'The deleted category' })
  async remove(@OwnShop() shop: Shop, @Param('id', ParseUUIDPipe) id: string): Promise<CategoryResponse> {
    return CategoryResponse.from(await this.categories.remove(shop.id, id));
  }
}
