"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TasksProjection = void 0;
const row_batch_1 = require("../../../../shared/projections/row-batch");
const task_events_1 = require("../../domain/task.events");
const task_entity_1 = require("./task.entity");
class TasksProjection {
    constructor() {
        this.name = 'tasks';
        // TaskCompleted repeats what TaskStatusChanged already says; the read model needs only the latter.
        this.handles = task_events_1.TASK_EVENT_TYPES.filter((t) => t !== 'TaskCompleted');
        this.tables = ['tasks'];
    }
    async apply(events, manager) {
        const rows = await row_batch_1.RowBatch.load(manager, task_entity_1.TaskRow, events.map((e) => e.data.taskId));
        for (const stored of events) {
            const event = stored;
            switch (event.type) {
                case 'TaskCreated': {
                    const { taskId, workspaceId, ...fields } = event.data;
                    rows.put(Object.assign(new task_entity_1.TaskRow(), { id: taskId, workspaceId, ...fields, createdAt: new Date(stored.metadata.occurredAt), completedAt: null }));
                    break;
                }
                case 'TaskEdited':
                    rows.update(event.data.taskId, (row) => Object.assign(row, event.data.changes));
                    break;
                case 'TaskStatusChanged':
                    rows.update(event.data.taskId, (row) => {
                        row.status = event.data.status;
                        row.completedAt = event.data.completedAt ? new Date(event.data.completedAt) : null;
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
exports.TasksProjection = TasksProjection;
//# sourceMappingURL=tasks.projection.js.map