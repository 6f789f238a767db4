import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../../shared/event-store/event-store.port';
import { Projection } from '../../../../shared/projections/projection';
import { RowBatch } from '../../../../shared/projections/row-batch';
import { TASK_EVENT_TYPES, TaskEvent } from '../../domain/task.events';
import { TaskRow } from './task.entity';

export class TasksProjection implements Projection {
  readonly name = 'tasks';
  // TaskCompleted repeats what TaskStatusChanged already says; the read model needs only the latter.
  readonly handles = TASK_EVENT_TYPES.filter((t) => t !== 'TaskCompleted');
  readonly entities = [TaskRow];
  // A task's row follows its own stream.
  readonly replayOrder = 'stream' as const;

  async apply(events: StoredEvent[], manager: EntityManager): Promise<void> {
    const rows = await RowBatch.load(
      manager,
      TaskRow,
      events.map((e) => (e.data as { taskId: string }).taskId),
    );
    for (const stored of events) {
      const event = stored as unknown as TaskEvent;
      switch (event.type) {
        case 'TaskCreated': {
          const { taskId, workspaceId, ...fields } = event.data;
          rows.put(
            Object.assign(new TaskRow(), {
              id: taskId,
              workspaceId,
              assigneeId: null,
              ...fields,
              createdAt: new Date(stored.metadata.occurredAt),
              completedAt: null,
              createdBy: stored.metadata.actorId ?? null,
              completedBy: null,
            }),
          );
          break;
        }
        case 'TaskEdited':
          rows.update(event.data.taskId, (row) => Object.assign(row, event.data.changes));
          break;
        case 'TaskStatusChanged':
          rows.update(event.data.taskId, (row) => {
            row.status = event.data.status;
            row.completedAt = event.data.completedAt ? new Date(event.data.completedAt) : null;
            row.completedBy = event.data.completedAt ? (stored.metadata.actorId ?? null) : null;
          });
          break;
        case 'TaskDeleted':
          rows.delete(event.data.taskId);
          break;
      }
    }
    await rows.flush();
  }
}
