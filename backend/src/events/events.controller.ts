import { BadRequestException, Controller, Get, Headers, NotFoundException, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { SignedIn } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { SHOP_NOT_SET_UP, ShopsService } from '../shops/shops.service';
import { OrderEventData } from './dto/order-event.dto';
import { EventStreams } from './event-streams';
import { Viewer } from './events.service';

const EVENT_ID = /^\d{1,15}$/;

const STREAM_DESCRIPTION = [
  'A `text/event-stream` of the events the caller may see: a customer those of their orders, a shopkeeper',
  "those of their shop's orders, an admin all. Each event has an increasing `id:`, an `event:` type",
  '(`order.created`, `order.updated`) and one JSON `data:` line (OrderEventData). A comment line',
  'comes at least every 25 seconds. A client that reconnects with `Last-Event-ID` (browsers do) is',
  'first sent the events it missed, kept 2 days. The stream ends with the session (sign-out, a new',
  'password, a disabled account or a deleted shop).',
].join(' ');

@ApiTags('events')
@Controller('events')
@SignedIn()
export class EventsController {
  constructor(
    private readonly streams: EventStreams,
    private readonly shops: ShopsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Follow your orders live (server-sent events)', description: STREAM_DESCRIPTION })
  @ApiProduces('text/event-stream')
  @ApiExtraModels(OrderEventData)
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The id of the last event received' })
  @ApiOkResponse({
    description: "The stream; each event's `data` is an OrderEventData",
    content: {
      'text/event-stream': {
        schema: { type: 'string', description: `data: ${getSchemaPath(OrderEventData)}` },
        example: 'id: 42\nevent: order.created\ndata: {"orderId":"…","status":"pending","finalAmount":"228.00"}\n\n',
      },
    },
  })
  @ApiErrors({
    badRequest: 'Last-Event-ID is not an event id',
    notFound: `A shopkeeper without a shop: '${SHOP_NOT_SET_UP}'`,
  })
  async stream(
    @CurrentUser() user: SessionUser,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (lastEventId !== undefined && !EVENT_ID.test(lastEventId)) {
      throw new BadRequestException('Last-Event-ID must be the id of an event');
    }
    const viewer = await this.viewerOf(user);
    await this.streams.open(req, res, viewer, user.id, lastEventId === undefined ? undefined : Number(lastEventId));
  }

  private async viewerOf(user: SessionUser): Promise<Viewer> {
    if (user.role === 'admin') return { role: 'admin' };
    if (user.role === 'customer') return { role: 'customer', customerId: user.id };
    const shopId = user.shopId ?? (await this.shops.ownShopIdOf(user.id));
    if (!shopId) throw new NotFoundException(SHOP_NOT_SET_UP);
    return { role: 'shopkeeper', shopId };
  }
}
