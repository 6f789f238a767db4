import { SETTING_DEFAULTS, SETTING_KEYS, type Setting } from '@freshwatch/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { SettingRow } from '../../projections/settings/setting.entity';
import { ListSettingsQuery } from './list-settings.query';

@QueryHandler(ListSettingsQuery)
export class ListSettingsHandler implements IQueryHandler<ListSettingsQuery, Setting[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ workspaceId }: ListSettingsQuery): Promise<Setting[]> {
    const rows = await this.dataSource.getRepository(SettingRow).find({ where: { workspaceId }, select: { key: true, value: true } });
    const saved = new Map(rows.map((r) => [r.key, r.value]));
    return SETTING_KEYS.map((key) => ({ key, value: saved.get(key) ?? SETTING_DEFAULTS[key] }));
  }
}
