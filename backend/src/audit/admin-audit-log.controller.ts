import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import { AuditService } from './audit.service';
import { AuditEntryResponse } from './dto/audit-entry.dto';

/** The audit trail is read here and nowhere written through the API: there is no other route. */
@ApiTags('admin: audit log')
@Controller('admin/audit-log')
@Roles('admin')
export class AdminAuditLogController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'The audit trail, newest first',
    description:
      'Admin actions and shopkeepers’ changes of prices, stock and shop details, with the values before and after. ' +
      'filter: actorId, actorRole, action, entityType, entityId; from and to, days (YYYY-MM-DD) in India, both included; ' +
      'q (actor or entity name). Read only: no route changes or deletes an entry.',
  })
  @ListEndpoint('audit-log', AuditEntryResponse, {
    sort: ['at', 'DESC'],
    filter: { entityType: 'shop', from: '2026-01-01', to: '2026-01-31' },
  })
  list(@Query() query: ListQueryDto): Promise<Page<AuditEntryResponse>> {
    return this.audit.list(query);
  }
}
