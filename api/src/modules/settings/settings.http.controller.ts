import type { Setting, UsageThisMonth } from '@freshwatch/contracts';
import { SaveSettingDto } from '@freshwatch/contracts/dto';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../shared/domain/actor';
import { ApiErrors } from '../../shared/http/openapi';
import { CurrentActor, Requires } from '../identity';
import { ResetSettingsCommand } from './commands/reset-settings/reset-settings.command';
import { SaveSettingCommand } from './commands/save-setting/save-setting.command';
import { GetUsageQuery } from './queries/get-usage/get-usage.query';
import { ListSettingsQuery } from './queries/list-settings/list-settings.query';
import { SettingResponse, UsageThisMonthResponse } from './settings.response';

@ApiTags('settings')
@ApiErrors(401)
@Controller()
export class SettingsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Requires('workspace:read')
  @Get('settings')
  @ApiOperation({ summary: "Every known setting of the caller's workspace, defaults for those never set; the AI key masked (••••1234)" })
  @ApiOkResponse({ type: SettingResponse, isArray: true })
  list(@CurrentActor() actor: Actor): Promise<Setting[]> {
    return this.queries.execute(new ListSettingsQuery(actor.workspaceId));
  }

  @Requires('settings:write')
  @Post('settings')
  @ApiOperation({ summary: 'Save one setting; replies with the saved pair (the AI key masked). Sending the masked AI key back keeps it.' })
  @ApiCreatedResponse({ type: SettingResponse })
  @ApiErrors(400, 409)
  async save(@CurrentActor() actor: Actor, @Body() body: SaveSettingDto): Promise<Setting> {
    await this.commands.execute(new SaveSettingCommand(actor, body.key, body.value));
    const all: Setting[] = await this.queries.execute(new ListSettingsQuery(actor.workspaceId));
    return all.find((s) => s.key === body.key)!;
  }

  @Requires('settings:write')
  @Post('settings/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reset to Defaults: every setting back to its default and the saved AI key removed; replies with the new list' })
  @ApiOkResponse({ type: SettingResponse, isArray: true })
  @ApiErrors(409)
  async reset(@CurrentActor() actor: Actor): Promise<Setting[]> {
    await this.commands.execute(new ResetSettingsCommand(actor));
    return this.queries.execute(new ListSettingsQuery(actor.workspaceId));
  }

  @Requires('workspace:read')
  @Get('usage')
  @ApiOperation({ summary: "Usage This Month: analyses run, AI calls, tokens and estimated cost in the caller's workspace" })
  @ApiOkResponse({ type: UsageThisMonthResponse })
  usage(@CurrentActor() actor: Actor): Promise<UsageThisMonth> {
    return this.queries.execute(new GetUsageQuery(actor.workspaceId));
  }
}
