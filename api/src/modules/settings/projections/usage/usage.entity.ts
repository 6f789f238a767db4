import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Read model: what a workspace's analyses used in a calendar month (UTC), per AI model ('' for the built-in
 * checks alone). Counts are double precision so that a malformed count in an old event can never stop the
 * projection; every count the code writes is a whole number.
 */
@Entity('usage_by_month')
export class UsageRow {
  /** `<workspaceId>/<YYYY-MM>/<model>`: one id column lets the projection batch rows like every other read model. */
  @PrimaryColumn('text') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  /** YYYY-MM. */
  @Column('text') month: string;
  @Column('text') model: string;
  @Column('integer') analyses: number;
  @Column('double precision', { name: 'ai_calls' }) aiCalls: number;
  @Column('double precision', { name: 'prompt_tokens' }) promptTokens: number;
  @Column('double precision', { name: 'completion_tokens' }) completionTokens: number;
}

export const usageRowId = (workspaceId: string, month: string, model: string) => `${workspaceId}/${month}/${model}`;
