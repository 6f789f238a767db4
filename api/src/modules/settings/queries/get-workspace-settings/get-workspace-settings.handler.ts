import { AI_API_KEY_SETTING, parseSettings, type SettingKey } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { SettingRow } from '../../projections/settings/setting.entity';
import { WorkspaceSecrets } from '../../secrets/workspace-secrets';
import { GetWorkspaceSettingsQuery, WorkspaceSettings } from './get-workspace-settings.query';

@QueryHandler(GetWorkspaceSettingsQuery)
export class GetWorkspaceSettingsHandler implements IQueryHandler<GetWorkspaceSettingsQuery, WorkspaceSettings> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: WorkspaceSecrets,
  ) {}

  async execute({ workspaceId }: GetWorkspaceSettingsQuery): Promise<WorkspaceSettings> {
    const [rows, aiApiKey] = await Promise.all([
      this.dataSource.getRepository(SettingRow).find({ where: { workspaceId }, select: { key: true, value: true } }),
      this.secrets.read(workspaceId, AI_API_KEY_SETTING),
    ]);
    const stored: Partial<Record<SettingKey, string>> = {};
    for (const row of rows) if (row.key !== AI_API_KEY_SETTING) stored[row.key as SettingKey] = row.value;
    return { ...parseSettings(stored), aiApiKey };
  }
}
