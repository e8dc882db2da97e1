import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { csvDownload, pdfDownload } from '../common/file-download';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import {
  KhataCorrectionDto,
  KhataEntryResponse,
  KhataPaymentDto,
  KhataResponse,
  KhataStatementQueryDto,
  OpenKhataDto,
  UpdateKhataDto,
} from './dto/khata.dto';
import { KhataEntriesList, KhataRead, KhatasList, KhataStatementDownload } from './khata-routes';
import { KhataService } from './khata.service';

@ApiTags('shopkeeper: khatas')
@Controller('shopkeeper/khatas')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperKhatasController {
  constructor(private readonly khatas: KhataService) {}

  @Post()
  @ApiOperation({
    summary: 'Open a khata for a customer you know',
    description:
      'Name the customer by the username of their account, or by its phone number. Orders they place may then be ' +
      'paid later, up to the credit limit.',
  })
  @ApiCreatedResponse({ type: KhataResponse })
  @ApiErrors({
    badRequest: true,
    notFound: 'No customer account has that username or phone number',
    conflict: 'The customer has a khata at your shop already, or the phone number is on several accounts',
  })
  open(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Body() body: OpenKhataDto,
  ): Promise<KhataResponse> {
    return this.khatas.open(user, shopId, body);
  }

  @Get()
  @KhatasList("Your shop's khatas", 'priya')
  list(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<KhataResponse>> {
    return this.khatas.list({ shopId }, query);
  }

  @Get(':id')
  @KhataRead('One of your khatas')
  findOne(@OwnShopId() shopId: string, @Param('id', ParseUUIDPipe) id: string): Promise<KhataResponse> {
    return this.khatas.findOne({ shopId }, id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change the credit limit of a khata, or freeze it (partial)',
    description:
      'A limit below the balance stands: it refuses further orders until payments bring the balance under it. ' +
      'A frozen khata takes no order; payments and corrections still go on it.',
  })
  @ApiOkResponse({ type: KhataResponse })
  @ApiErrors({ badRequest: true, notFound: "'Khata not found'" })
  update(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateKhataDto,
  ): Promise<KhataResponse> {
    return this.khatas.update(user, shopId, id, body);
  }

  @Get(':id/entries')
  @KhataEntriesList("A khata's entries")
  entries(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<KhataEntryResponse>> {
    return this.khatas.entries({ shopId }, id, query);
  }

  @Post(':id/payments')
  @ApiOperation({
    summary: 'Record a payment the customer made',
    description:
      'In cash, or by UPI with the 12-digit UTR of the payment, which can pay for nothing else anywhere. ' +
      'At most what is owed. Answers the entry, with the balance it left.',
  })
  @ApiCreatedResponse({ type: KhataEntryResponse })
  @ApiErrors({
    badRequest: true,
    notFound: "'Khata not found'",
    conflict: 'More than is owed, or a UTR used before',
  })
  recordPayment(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: KhataPaymentDto,
  ): Promise<KhataEntryResponse> {
    return this.khatas.recordPayment(user, shopId, id, body);
  }

  @Post(':id/corrections')
  @ApiOperation({
    summary: 'Put a mistake right',
    description:
      'Entries are never changed: a correction adds to what is owed (amount above 0) or takes from it (below 0), ' +
      'with a note saying why. It may not leave the customer owing less than nothing, nor take the balance over ' +
      'the limit. Answers the entry, with the balance it left.',
  })
  @ApiCreatedResponse({ type: KhataEntryResponse })
  @ApiErrors({
    badRequest: true,
    notFound: "'Khata not found'",
    conflict: 'The balance would go below 0 or over the limit',
  })
  correct(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: KhataCorrectionDto,
  ): Promise<KhataEntryResponse> {
    return this.khatas.correct(user, shopId, id, body);
  }

  @Get(':id/statement')
  @KhataStatementDownload("A khata's monthly statement")
  async statement(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() { month, format }: KhataStatementQueryDto,
  ): Promise<StreamableFile> {
    return format === 'csv'
      ? csvDownload(await this.khatas.statementCsv({ shopId }, id, month))
      : pdfDownload(await this.khatas.statementPdf({ shopId }, id, month));
  }
}
