import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: the workspace's channels that still deliver (a removed one is deleted). No secret here. */
@Entity('notification_channels')
export class NotificationChannelRow {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') type: string;
  @Column('text') target: string;
  @Column('text', { array: true }) events: string[];
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
