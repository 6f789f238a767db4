import { Module } from '@nestjs/common';
import { ResetSettingsHandler } from './commands/reset-settings/reset-settings.handler';
import { SaveSettingHandler } from './commands/save-setting/save-setting.handler';
import { GetUsageHandler } from './queries/get-usage/get-usage.handler';
import { ListSettingsHandler } from './queries/list-settings/list-settings.handler';
import { WorkspaceSecrets } from './secrets/workspace-secrets';
import { SettingsService } from './settings.service';
import { SettingsHttpController } from './settings.http.controller';

/** Import this module to inject SettingsService. */
@Module({
  controllers: [SettingsHttpController],
  providers: [WorkspaceSecrets, SettingsService, SaveSettingHandler, ResetSettingsHandler, ListSettingsHandler, GetUsageHandler],
  exports: [SettingsService],
})
export class SettingsModule {}
