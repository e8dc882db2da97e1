import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { AddressesService } from './addresses.service';
import { AddressResponse, CreateAddressDto, UpdateAddressDto } from './dto/address.dto';

@ApiTags('customer: addresses')
@Controller('customer/addresses')
@Roles('customer')
@ApiErrors({ notFound: 'No such address of yours' })
export class CustomerAddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ summary: 'List your addresses' })
  @ListEndpoint('addresses', AddressResponse, { sort: ['createdAt', 'ASC'], filter: { q: 'home' } })
  async list(@CurrentUser() user: SessionUser, @Query() query: ListQueryDto): Promise<Page<AddressResponse>> {
    return this.addresses.list(user.id, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one of your addresses' })
  @ApiOkResponse({ type: AddressResponse })
  async findOne(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<AddressResponse> {
    return this.addresses.get(user.id, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add an address' })
  @ApiCreatedResponse({ type: AddressResponse })
  @ApiErrors({ badRequest: true })
  async create(@CurrentUser() user: SessionUser, @Body() body: CreateAddressDto): Promise<AddressResponse> {
    return this.addresses.create(user.id, body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit one of your addresses (partial)' })
  @ApiOkResponse({ type: AddressResponse })
  @ApiErrors({ badRequest: true, conflict: 'Unsetting the default address' })
  async update(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateAddressDto,
  ): Promise<AddressResponse> {
    return this.addresses.update(user.id, id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete one of your addresses' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted; orders keep their copy of it' })
  async remove(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.addresses.remove(user.id, id);
  }
}
