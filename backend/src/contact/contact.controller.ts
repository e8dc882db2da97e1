import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorResponse } from '../common/error-response.dto';
import { ApiRateLimited, Public, Roles } from '../common/roles.decorator';
import { ContactService, MAX_MESSAGES_PER_ADDRESS_PER_HOUR } from './contact.service';
import { ContactMessageReceipt, ContactMessageResponse } from './dto/contact-message-response.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';
import {
  ListContactMessagesQueryDto,
  MAX_MESSAGE_ROWS,
  parseContactMessageListQuery,
} from './dto/list-contact-messages-query.dto';

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
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiRateLimited()
  async send(@Body() body: CreateContactMessageDto, @Req() req: Request): Promise<ContactMessageReceipt> {
    return ContactMessageReceipt.from(await this.contact.send(body, req.ip ?? 'unknown'));
  }

  @Get('admin/messages')
  @Roles('admin')
  @ApiOperation({
    summary: 'Contact messages, newest first',
    description: `react-admin simple REST list; at most ${MAX_MESSAGE_ROWS} rows per answer.`,
  })
  @ApiProduces('application/json')
  @ApiOkResponse({
    type: ContactMessageResponse,
    isArray: true,
    headers: { 'Content-Range': { description: 'messages <first>-<last>/<total>', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListContactMessagesQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactMessageResponse[]> {
    const page = await this.contact.list(parseContactMessageListQuery(query));
    const range = page.rows.length > 0 ? `${page.first}-${page.first + page.rows.length - 1}` : '*';
    res.setHeader('Content-Range', `messages ${range}/${page.total}`);
    return page.rows.map(ContactMessageResponse.from);
  }
}
