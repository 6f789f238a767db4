import { AI_API_KEY_SETTING, parseSettings, type SettingKey, type SettingsValues } from '@freshwatch/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SettingRow } from './projections/settings/setting.entity';
import { WorkspaceSecrets } from './secrets/workspace-secrets';

/** A workspace's settings as the code that acts on them needs them: typed, with the AI key decrypted. */
export interface WorkspaceSettings extends SettingsValues {
  /** The saved AI provider key, or null when none is saved (or it can no longer be decrypted). */
  aiApiKey: string | null;
}

/** The settings module's public face for other modules (the analysis reads its AI key and limits here). */
@Injectable()
export class SettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: WorkspaceSecrets,
  ) {}

  async forWorkspace(workspaceId: string): Promise<WorkspaceSettings> {
    const [rows, aiApiKey] = await Promise.all([
      this.dataSource.getRepository(SettingRow).find({ where: { workspaceId }, select: { key: true, value: true } }),
      this.secrets.read(workspaceId, AI_API_KEY_SETTING),
    ]);
    const stored: Partial<Record<SettingKey, string>> = {};
    for (const row of rows) if (row.key !== AI_API_KEY_SETTING) stored[row.key as SettingKey] = row.value;
    return { ...parseSettings(stored), aiApiKey };
  }
}
