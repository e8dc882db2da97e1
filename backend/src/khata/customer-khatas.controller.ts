import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { KhataEntryResponse, KhataResponse } from './dto/khata.dto';
import { KhataEntriesList, KhataRead, KhatasList } from './khata-routes';
import { KhataService } from './khata.service';

@ApiTags('customer: khatas')
@Controller('customer/khatas')
@Roles('customer')
export class CustomerKhatasController {
  constructor(private readonly khatas: KhataService) {}

  @Get()
  @KhatasList('Your khatas: one at each shop that opened one for you', 'sharma')
  list(@CurrentUser() user: SessionUser, @Query() query: ListQueryDto): Promise<Page<KhataResponse>> {
    return this.khatas.list({ customerId: user.id }, query);
  }

  @Get(':id')
  @KhataRead('One of your khatas')
  findOne(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<KhataResponse> {
    return this.khatas.findOne({ customerId: user.id }, id);
  }

  @Get(':id/entries')
  @KhataEntriesList('The entries of one of your khatas')
  entries(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<KhataEntryResponse>> {
    return this.khatas.entries({ customerId: user.id }, id, query);
  }
}
