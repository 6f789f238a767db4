import { Module } from '@nestjs/common';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { ResetSettingsHandler } from './commands/reset-settings/reset-settings.handler';
import { SaveSettingHandler } from './commands/save-setting/save-setting.handler';
import { UsageByMonth1763800300000 } from './migrations/1763800300000-usage-by-month';
import { SettingsProjection } from './projections/settings/settings.projection';
import { UsageProjection } from './projections/usage/usage.projection';
import { GetUsageHandler } from './queries/get-usage/get-usage.handler';
import { GetWorkspaceSettingsHandler } from './queries/get-workspace-settings/get-workspace-settings.handler';
import { ListSettingsHandler } from './queries/list-settings/list-settings.handler';
import { AdoptTimeZoneWhenUserRegistered } from './reactions/adopt-time-zone-when-user-registered';
import { WorkspaceSecrets } from './secrets/workspace-secrets';
import { SettingsHttpController } from './settings.http.controller';

@ReadModels(SettingsProjection, UsageProjection)
@Migrations(UsageByMonth1763800300000)
@Module({
  controllers: [SettingsHttpController],
  providers: [
    AdoptTimeZoneWhenUserRegistered,
    WorkspaceSecrets,
    SaveSettingHandler,
    ResetSettingsHandler,
    ListSettingsHandler,
    GetUsageHandler,
    GetWorkspaceSettingsHandler,
  ],
})
export class SettingsModule {}
