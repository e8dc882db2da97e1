import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/roles.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { OutgoingMailResponse } from './dto/outgoing-mail.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller('admin/outgoing-mail')
@Roles('admin')
export class OutgoingMailController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: 'Every mail the marketplace sent or would have sent, newest first, with its delivery state',
    description: 'Without SMTP_URL mails are kept here (state kept). filter q (address, subject), state',
  })
  @ListEndpoint('outgoing-mail', OutgoingMailResponse, { sort: ['createdAt', 'DESC'], filter: { state: 'kept' } })
  list(@Query() query: ListQueryDto): Promise<Page<OutgoingMailResponse>> {
    return this.notifications.outgoingMail(query);
  }
}
