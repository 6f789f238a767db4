import type {
  CreatedNotificationChannel,
  NotificationChannel,
  NotificationDeliveryStatus,
  NotificationList,
  TestNotificationQueued,
} from '@freshwatch/contracts';
import { CreateNotificationChannelDto, MarkNotificationsReadDto } from '@freshwatch/contracts/dto';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiFoundResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { Actor } from '../../shared/domain/actor';
import { idPipe } from '../../shared/http/id.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor, Public, Requires } from '../identity';
import { AddNotificationChannelCommand } from './commands/add-notification-channel/add-notification-channel.command';
import { MarkNotificationsReadCommand } from './commands/mark-notifications-read/mark-notifications-read.command';
import { RemoveNotificationChannelCommand } from './commands/remove-notification-channel/remove-notification-channel.command';
import { SendTestNotificationCommand } from './commands/send-test-notification/send-test-notification.command';
import { ChannelSecrets } from './delivery/channel-secrets';
import {
  CreatedNotificationChannelResponse,
  NotificationChannelResponse,
  NotificationListResponse,
  TestNotificationQueuedResponse,
} from './notification.response';
import { ListNotificationChannelsQuery } from './queries/list-notification-channels/list-notification-channels.query';
import { ListNotificationsQuery } from './queries/list-notifications/list-notifications.query';

const ChannelIdPipe = idPipe('Notification channel');
const DELIVERY_STATUSES: NotificationDeliveryStatus[] = ['pending', 'waiting_smtp', 'sent', 'failed'];

@ApiTags('notifications')
@ApiErrors(401)
@Controller()
export class NotificationsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly secrets: ChannelSecrets,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Requires('workspace:read')
  @Get('notification-channels')
  @ApiOperation({ summary: "The workspace's notification channels, oldest first; never a secret" })
  @ApiOkResponse({ type: NotificationChannelResponse, isArray: true })
  channels(@CurrentActor() actor: Actor): Promise<NotificationChannel[]> {
    return this.queries.execute(new ListNotificationChannelsQuery(actor.workspaceId));
  }

  @Requires('settings:write')
  @Post('notification-channels')
  @ApiOperation({ summary: "Add a channel (email, webhook or Slack) and the events it receives; a webhook's signing secret is in this reply only" })
  @ApiCreatedResponse({ type: CreatedNotificationChannelResponse })
  @ApiErrors(400)
  add(@CurrentActor() actor: Actor, @Body() body: CreateNotificationChannelDto): Promise<CreatedNotificationChannel> {
    return this.commands.execute(new AddNotificationChannelCommand(actor, { type: body.type, target: body.target, events: body.events }));
  }

  @Requires('settings:write')
  @Delete('notification-channels/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a channel; nothing more is sent to it' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(404, 409)
  async remove(@CurrentActor() actor: Actor, @Param('id', ChannelIdPipe) id: string): Promise<void> {
    await this.commands.execute(new RemoveNotificationChannelCommand(actor, id));
  }

  @Requires('settings:write')
  @Post('notification-channels/:id/test')
  @ApiOperation({ summary: "'Send test': queue a test message to the channel; its delivery shows in the log" })
  @ApiCreatedResponse({ type: TestNotificationQueuedResponse })
  @ApiErrors(404)
  async test(@CurrentActor() actor: Actor, @Param('id', ChannelIdPipe) id: string): Promise<TestNotificationQueued> {
    return { notificationId: await this.commands.execute(new SendTestNotificationCommand(actor.workspaceId, id)) };
  }

  @Public()
  @Get('notification-channels/:id/unsubscribe')
  @ApiOperation({ summary: "An email's unsubscribe link: removes the email channel without signing in (the token proves the link came in a mail)" })
  @ApiFoundResponse({ description: 'Redirects to /settings?unsubscribed=1' })
  @ApiErrors(404)
  async unsubscribe(@Param('id', ChannelIdPipe) id: string, @Query('token') token: string | undefined, @Res() response: Response): Promise<void> {
    const [channel] = await this.dataSource.query('SELECT workspace_id FROM notification_channels WHERE id = $1', [id]);
    if (!channel || typeof token !== 'string' || !this.secrets.isUnsubscribeToken(id, token)) {
      response.status(404).json({ statusCode: 404, message: 'Notification channel not found.', error: 'Not Found' });
      return;
    }
    await this.commands.execute(new RemoveNotificationChannelCommand({ workspaceId: channel.workspace_id, actorId: 'system:unsubscribe' }, id, 'unsubscribed'));
    response.redirect(302, `${this.config.notifications.publicUrl}/settings?unsubscribed=1`);
  }

  @Requires('workspace:read')
  @Get('notifications')
  @ApiOperation({ summary: 'The delivery log, newest first (50), with the unread count; `status=waiting_smtp` is the email outbox' })
  @ApiQuery({ name: 'status', required: false, enum: DELIVERY_STATUSES })
  @ApiOkResponse({ type: NotificationListResponse })
  @ApiErrors(400)
  list(@CurrentActor() actor: Actor, @Query('status') status?: string): Promise<NotificationList> {
    if (status !== undefined && !DELIVERY_STATUSES.includes(status as NotificationDeliveryStatus)) {
      throw new BadRequestException(`status must be one of ${DELIVERY_STATUSES.join(', ')}`);
    }
    return this.queries.execute(new ListNotificationsQuery(actor.workspaceId, (status as NotificationDeliveryStatus) ?? null));
  }

  @Requires('notifications:acknowledge')
  @Post('notifications/read')
  @HttpCode(204)
  @ApiOperation({ summary: 'Mark notifications read (all of them when `ids` is left out)' })
  @ApiNoContentResponse({ description: 'Marked' })
  @ApiErrors(400)
  async markRead(@CurrentActor() actor: Actor, @Body() body: MarkNotificationsReadDto): Promise<void> {
    await this.commands.execute(new MarkNotificationsReadCommand(actor.workspaceId, body.ids ?? null));
  }
}
