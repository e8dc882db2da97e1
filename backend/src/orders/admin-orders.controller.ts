import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import { CreditNoteDownload, creditNoteDownload } from '../invoices/credit-note-download';
import { InvoiceDownload, invoiceDownload } from '../invoices/invoice-download';
import type { SessionUser } from '../common/session-user';
import { AdminUpdateOrderDto } from './dto/order-requests.dto';
import { OrderResponse } from './dto/order.dto';
import { OrderStatusService } from './order-status.service';
import { OrdersService } from './orders.service';

@ApiTags('admin: orders')
@Controller('admin/orders')
@Roles('admin')
@ApiErrors({ notFound: 'No such order' })
export class AdminOrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly statuses: OrderStatusService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List every order' })
  @ListEndpoint('orders', OrderResponse, { sort: ['createdAt', 'DESC'], filter: { status: 'pending' } })
  list(@Query() query: ListQueryDto): Promise<Page<OrderResponse>> {
    return this.orders.list({}, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get an order' })
  @ApiOkResponse({ type: OrderResponse })
  findOne(@Param('id', ParseUUIDPipe) id: string): Promise<OrderResponse> {
    return this.orders.findOne({}, id);
  }

  @Get(':id/invoice')
  @InvoiceDownload('Download the tax invoice of a delivered order')
  async invoice(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return invoiceDownload(await this.orders.invoice({}, id));
  }

  @Get(':id/credit-notes/:creditNoteId')
  @CreditNoteDownload('Download a credit note of an order')
  async creditNote(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('creditNoteId', ParseUUIDPipe) creditNoteId: string,
  ): Promise<StreamableFile> {
    return creditNoteDownload(await this.orders.creditNote({}, id, creditNoteId));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change the status of an order' })
  @ApiOkResponse({
    type: OrderResponse,
    description: 'Any status, final ones included, without a delivery code; kept in the timeline with `reason`',
  })
  @ApiErrors({ badRequest: true, conflict: true })
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AdminUpdateOrderDto,
  ): Promise<OrderResponse> {
    return this.statuses.update({ role: 'admin', userId: user.id }, {}, id, body);
  }
}
