import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { SignedIn } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { NotificationListResponse, PushKeyResponse } from './dto/notification.dto';
import { PreferencesDto, PreferencesResponse } from './dto/preferences.dto';
import { PushSubscriptionDto, PushUnsubscribeDto } from './dto/push-subscription.dto';
import { NotificationsService } from './notifications.service';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** Each signed-in person's own notifications: the bell, their choices, their devices for push. */
@ApiTags('notifications')
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'Your latest notifications and how many are unread' })
  @ApiOkResponse({ type: NotificationListResponse })
  latest(@CurrentUser() user: SessionUser): Promise<NotificationListResponse> {
    return this.notifications.latest(user.id);
  }

  @Post(':id/read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Mark one of your notifications read' })
  @ApiNoContentResponse({ description: 'Read' })
  @ApiErrors({ badRequest: 'Not an id', notFound: NOTIFICATION_NOT_FOUND })
  async markRead(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    if (!(await this.notifications.markRead(user.id, id))) throw new NotFoundException(NOTIFICATION_NOT_FOUND);
  }

  @Post('read-all')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Mark all your notifications read' })
  @ApiNoContentResponse({ description: 'All read' })
  markAllRead(@CurrentUser() user: SessionUser): Promise<void> {
    return this.notifications.markAllRead(user.id);
  }

  @Get('preferences')
  @ApiOperation({ summary: 'What you get by email and by push, per topic' })
  @ApiOkResponse({ type: PreferencesResponse })
  preferences(@CurrentUser() user: SessionUser): Promise<PreferencesResponse> {
    return this.notifications.preferences(user.id, user.role);
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Choose what you get by email and by push', description: 'Security mails always go.' })
  @ApiOkResponse({ type: PreferencesResponse })
  @ApiErrors({ badRequest: true })
  choose(@CurrentUser() user: SessionUser, @Body() body: PreferencesDto): Promise<PreferencesResponse> {
    return this.notifications.choose(user.id, user.role, body.topics);
  }

  @Get('push-key')
  @ApiOperation({ summary: 'The key to subscribe a device to pushes with' })
  @ApiOkResponse({ type: PushKeyResponse })
  pushKey(): PushKeyResponse {
    return { publicKey: this.notifications.pushPublicKey };
  }

  @Post('push-subscriptions')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Receive pushes on this device' })
  @ApiNoContentResponse({ description: 'Subscribed' })
  @ApiErrors({ badRequest: true })
  subscribe(@CurrentUser() user: SessionUser, @Body() body: PushSubscriptionDto): Promise<void> {
    return this.notifications.subscribe(user.id, body);
  }

  @Delete('push-subscriptions')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Stop pushes to this device' })
  @ApiNoContentResponse({ description: 'Unsubscribed (also when it was not subscribed)' })
  @ApiErrors({ badRequest: true })
  unsubscribe(@CurrentUser() user: SessionUser, @Body() body: PushUnsubscribeDto): Promise<void> {
    return this.notifications.unsubscribe(user.id, body.endpoint);
  }
}
