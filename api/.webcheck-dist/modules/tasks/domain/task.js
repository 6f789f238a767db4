"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.taskContentInvalid = exports.taskExists = exports.taskNotFound = exports.taskModel = exports.initialTaskState = void 0;
exports.evolveTask = evolveTask;
exports.decideCreateTask = decideCreateTask;
exports.decideUpdateTask = decideUpdateTask;
exports.decideDeleteTask = decideDeleteTask;
const dto_1 = require("@freshwatch/contracts/dto");
const domain_error_1 = require("../../../shared/domain/domain-error");
exports.initialTaskState = { status: 'none' };
function evolveTask(state, event) {
    switch (event.type) {
        case 'TaskCreated': {
            const { taskId, workspaceId, status, ...fields } = event.data;
            return { status: 'active', taskId, workspaceId, fields, taskStatus: status };
        }
        case 'TaskEdited':
            return state.status === 'active' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
        case 'TaskStatusChanged':
            return state.status === 'active' ? { ...state, taskStatus: event.data.status } : state;
        case 'TaskDeleted':
            return state.status === 'active' ? { status: 'deleted', taskId: state.taskId, workspaceId: state.workspaceId } : state;
        default:
            return state;
    }
}
exports.taskModel = { initialState: exports.initialTaskState, evolve: evolveTask };
exports.taskNotFound = new domain_error_1.DomainError('TASK_NOT_FOUND', 'not_found', 'Task not found.');
exports.taskExists = new domain_error_1.DomainError('TASK_EXISTS', 'conflict', 'A task with this id already exists.');
exports.taskContentInvalid = new domain_error_1.DomainError('TASK_CONTENT_INVALID', 'invalid', dto_1.TASK_CONTENT_INVALID);
/** Another workspace's task is answered exactly like a missing one. */
function visibleTo(state, workspaceId) {
    return state.status === 'active' && state.workspaceId === workspaceId;
}
/** A new task is pending (brief, section 4). */
function decideCreateTask(command, state) {
    if (state.status !== 'none')
        return exports.taskExists;
    if (command.fields.contentId !== null && !command.contentExists)
        return exports.taskContentInvalid;
    return [{ type: 'TaskCreated', data: { taskId: command.taskId, workspaceId: command.workspaceId, status: 'pending', ...command.fields } }];
}
/**
 * Edit and status change in one: records only what really changes. A related item that has since been
 * deleted may stay as it is; only a newly chosen one must exist.
 */
function decideUpdateTask(command, state, now) {
    if (!visibleTo(state, command.workspaceId))
        return exports.taskNotFound;
    const changes = {};
    for (const [key, value] of Object.entries(command.changes)) {
        if (value !== undefined && state.fields[key] !== value)
            changes[key] = value;
    }
    if (changes.contentId !== undefined && changes.contentId !== null && !command.contentExists)
        return exports.taskContentInvalid;
    const events = [];
    if (Object.keys(changes).length > 0)
        events.push({ type: 'TaskEdited', data: { taskId: command.taskId, changes } });
    if (command.status !== undefined && command.status !== state.taskStatus) {
        if (command.status === 'completed') {
            const completedAt = completionTime(command.completedAt, now);
            events.push({ type: 'TaskStatusChanged', data: { taskId: command.taskId, status: 'completed', completedAt } });
            events.push({ type: 'TaskCompleted', data: { taskId: command.taskId, completedAt } });
        }
        else {
            events.push({ type: 'TaskStatusChanged', data: { taskId: command.taskId, status: command.status, completedAt: null } });
        }
    }
    return events;
}
/** The client's time when it is a past moment (the brief's client sends 'now'), else the server's. */
function completionTime(claimed, now) {
    if (!claimed)
        return now.toISOString();
    const at = new Date(claimed);
    return Number.isNaN(at.getTime()) || at > now ? now.toISOString() : at.toISOString();
}
function decideDeleteTask(command, state) {
    if (!visibleTo(state, command.workspaceId))
        return exports.taskNotFound;
    return [{ type: 'TaskDeleted', data: { taskId: command.taskId } }];
}
//# sourceMappingURL=task.js.map