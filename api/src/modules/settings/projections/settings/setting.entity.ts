import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Read model: one row per setting a workspace has changed from its default. The AI key's row holds only its
 * masked form ('••••' and the last 4 characters), which is all the API ever shows of it.
 */
@Entity('settings')
export class SettingRow {
  /** `<workspaceId>/<key>`: one id column lets the projection batch rows like every other read model. */
  @PrimaryColumn('text') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') key: string;
  @Column('text') value: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt: Date;
}

export const settingRowId = (workspaceId: string, key: string) => `${workspaceId}/${key}`;
