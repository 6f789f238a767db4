export { SettingsModule } from './settings.module';
export { GetWorkspaceSettingsQuery, type WorkspaceSettings } from './queries/get-workspace-settings/get-workspace-settings.query';
