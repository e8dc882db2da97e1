import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { CreateShopDto } from './dto/create-shop.dto';
import { ShopResponse } from './dto/shop-response.dto';
import { SetCommissionRateDto, UpdateShopDto } from './dto/update-shop.dto';
import { CommissionAccountsService } from './commission-accounts.service';
import { ShopsService } from './shops.service';

@ApiTags('admin: shops')
@Controller('admin/shops')
@Roles('admin')
export class AdminShopsController {
  constructor(
    private readonly shops: ShopsService,
    private readonly commissionAccounts: CommissionAccountsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every shop not deleted; filter q (name), isActive' })
  @ListEndpoint('shops', ShopResponse, { sort: ['name', 'ASC'], filter: { isActive: true } })
  async list(@Query() query: ListQueryDto): Promise<Page<ShopResponse>> {
    return this.shops.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a shop' })
  @ApiOkResponse({ type: ShopResponse })
  @ApiErrors({ notFound: true })
  async findOne(@Param('id', ParseUUIDPipe) id: string): Promise<ShopResponse> {
    return this.shops.findOne(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Onboard a shop',
    description:
      'Creates the shop and its shopkeeper account in one transaction, or links the existing shopkeeper ' +
      'of that username who has no shop (keeping that account’s own name, email and password).',
  })
  @ApiCreatedResponse({ type: ShopResponse })
  @ApiErrors({
    badRequest: true,
    conflict: 'Username taken by a non-shopkeeper, shopkeeper already has a shop, or email taken',
  })
  async create(@CurrentUser() user: SessionUser, @Body() body: CreateShopDto): Promise<ShopResponse> {
    return this.shops.onboard(user, body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit a shop (partial); isActive opens or closes it' })
  @ApiOkResponse({ type: ShopResponse })
  @ApiErrors({ badRequest: true, notFound: true })
  async update(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateShopDto,
  ): Promise<ShopResponse> {
    return this.shops.update(user, id, body);
  }

  @Put(':id/commission')
  @ApiOperation({
    summary: "Set the platform's commission on a shop's orders",
    description:
      'The % of the taxable value of each order the shop delivers from now on; null returns the shop to the platform ' +
      'default (PLATFORM_COMMISSION_PERCENT). An order keeps the rate in force when it was delivered.',
  })
  @ApiOkResponse({ type: ShopResponse })
  @ApiErrors({ badRequest: 'Not a percentage from 0 to 100 with two decimals', notFound: true })
  async setCommission(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: SetCommissionRateDto,
  ): Promise<ShopResponse> {
    return this.commissionAccounts.setRate(admin, id, body.commissionRate);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a shop',
    description: 'Soft delete: the shop leaves every list, its orders stay, its shopkeeper can no longer sign in.',
  })
  @ApiOkResponse({ type: ShopResponse, description: 'The deleted shop' })
  @ApiErrors({ notFound: true })
  async remove(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<ShopResponse> {
    return this.shops.remove(user, id);
  }
}
