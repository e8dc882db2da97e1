import { BadRequestException, Controller, Get, Headers, NotFoundException, Query, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
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
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from './stream-limits';

const EVENT_ID = /^\d{1,15}$/;

const STREAM_DESCRIPTION = [
  'A `text/event-stream` of the events the caller may see: a customer those of their orders, a shopkeeper',
  "those of their shop's orders, an admin all. Each event has an increasing `id:`, an `event:` type",
  '(`order.created`, `order.updated`) and one JSON `data:` line (OrderEventData). A comment line',
  'comes at least every 25 seconds. A client that reconnects with `Last-Event-ID` (browsers do) is',
  'first sent the events it missed, kept 2 days; a new client names it in `lastEventId` instead. The stream ends',
  'with the session (sign-out, a new password, a disabled account or a deleted shop).',
  `A session keeps at most ${STREAMS_PER_SESSION} streams open and a user ${STREAMS_PER_USER}: a newer one ends`,
  'the oldest with a `replaced` event, after which the client should not reconnect at once (say, not before',
  'its page is looked at again). Too many streams from one address answer 429, and a server at its limit 503,',
  'both with Retry-After.',
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
  @ApiQuery({
    name: 'lastEventId',
    type: String,
    required: false,
    description: 'The id of the last event received, from a client that cannot send Last-Event-ID (which wins)',
  })
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
    badRequest: 'Last-Event-ID or lastEventId is not an event id',
    notFound: `A shopkeeper without a shop: '${SHOP_NOT_SET_UP}'`,
    tooManyRequests: 'Too many streams are open from your address',
    serviceUnavailable: 'The server holds as many streams as it may',
  })
  async stream(
    @CurrentUser() user: SessionUser,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
    @Query('lastEventId') lastEventIdQuery: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const lastEventId = lastEventIdHeader ?? lastEventIdQuery;
    if (lastEventId !== undefined && !EVENT_ID.test(lastEventId)) {
      throw new BadRequestException('Last-Event-ID must be the id of an event');
    }
    const viewer = await this.viewerOf(user);
    await this.streams.open(req, res, viewer, user.id, lastEventId === undefined ? undefined : Number(lastEventId));
  }

  private async viewerOf(user: SessionUser): Promise<Viewer> {
    if (user.role === 'admin') return { role: 'admin' };
    if (user.role === 'customer') return { role: 'customer', customerId: user.id };
    const shopId = await this.shops.sessionShopIdOf(user);
    if (!shopId) throw new NotFoundException(SHOP_NOT_SET_UP);
    return { role: 'shopkeeper', shopId };
  }
}
