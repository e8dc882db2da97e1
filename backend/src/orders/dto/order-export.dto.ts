import { PickType } from '@nestjs/swagger';
import { ListQueryDto } from '../../database/paging/list-request';

/** The admin order list's `filter`, and only it: an export is the whole list, newest first. */
export class OrderExportQueryDto extends PickType(ListQueryDto, ['filter'] as const) {}
