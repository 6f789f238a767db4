import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: one row per issued key, revoked ones included (they show as revoked). No secret here. */
@Entity('api_keys')
export class ApiKeyRow {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') name: string;
  @Column('text') prefix: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt: Date | null;
}
