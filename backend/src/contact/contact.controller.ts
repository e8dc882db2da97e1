import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { ApiRateLimited, Public, Roles } from '../common/roles.decorator';
import { ContactService, MAX_MESSAGES_PER_ADDRESS_PER_HOUR } from './contact.service';
import { ContactMessageReceipt, ContactMessageResponse } from './dto/contact-message-response.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @Public()
  @ApiOperation({
    summary: 'Send a message to support',
    description: `At most ${MAX_MESSAGES_PER_ADDRESS_PER_HOUR} messages per address per hour.`,
  })
  @ApiCreatedResponse({ type: ContactMessageReceipt, description: 'The message is stored for the support team' })
  @ApiErrors({ badRequest: true })
  @ApiRateLimited()
  async send(@Body() body: CreateContactMessageDto, @Req() req: Request): Promise<ContactMessageReceipt> {
    return this.contact.send(body, req.ip ?? 'unknown');
  }

  @Get('admin/messages')
  @Roles('admin')
  @ApiOperation({
    summary: 'Contact messages, newest first',
    description: 'filter q (name, email, subject), category',
  })
  @ListEndpoint('messages', ContactMessageResponse, {
    sort: ['createdAt', 'DESC'],
    filter: { category: 'Order Problems' },
  })
  async list(@Query() query: ListQueryDto): Promise<Page<ContactMessageResponse>> {
    return this.contact.list(query);
  }
}
