export { TasksModule } from './tasks.module';
export { TasksProjection } from './projections/tasks/tasks.projection';
export { TaskRow } from './projections/tasks/task.entity';
// For reactions in other modules (the analysis opens 'Review changes in <source>' tasks).
export { CreateTaskCommand } from './commands/create-task/create-task.command';
export { ListTasksQuery } from './queries/list-tasks/list-tasks.query';
