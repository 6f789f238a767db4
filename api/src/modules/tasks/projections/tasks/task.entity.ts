import type { Task, TaskPriority, TaskStatus } from '@freshwatch/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Read model: one row per live task. */
@Entity('tasks')
export class TaskRow {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid', { name: 'workspace_id' }) workspaceId: string;
  @Column('text') title: string;
  @Column('text', { nullable: true }) description: string | null;
  @Column('text') priority: TaskPriority;
  @Column('text') status: TaskStatus;
  @Column('uuid', { name: 'content_id', nullable: true }) contentId: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'completed_at', nullable: true }) completedAt: Date | null;
  @Column('uuid', { name: 'assignee_id', nullable: true }) assigneeId: string | null;
  /** The actor ids (event metadata) that created and completed it. */
  @Column('text', { name: 'created_by', nullable: true }) createdBy: string | null;
  @Column('text', { name: 'completed_by', nullable: true }) completedBy: string | null;
}

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    contentId: row.contentId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    assigneeId: row.assigneeId,
    createdBy: row.createdBy,
    completedBy: row.completedBy,
  };
}
