export { SettingsModule } from './settings.module';
export { SettingsService, type WorkspaceSettings } from './settings.service';
export { SettingsProjection } from './projections/settings/settings.projection';
export { SettingRow } from './projections/settings/setting.entity';
