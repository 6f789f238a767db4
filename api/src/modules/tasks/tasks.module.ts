import { Module } from '@nestjs/common';
import { Migrations, ReadModels } from '../../shared/modules/module-parts';
import { TaskAssignees1764200000001 } from './migrations/1764200000001-task-assignees';
import { ChangeTaskStatusHandler } from './commands/change-task-status/change-task-status.handler';
import { CompleteTaskHandler } from './commands/complete-task/complete-task.handler';
import { CreateTaskHandler } from './commands/create-task/create-task.handler';
import { DeleteTaskHandler } from './commands/delete-task/delete-task.handler';
import { EditTaskHandler } from './commands/edit-task/edit-task.handler';
import { TasksProjection } from './projections/tasks/tasks.projection';
import { TaskPaging1764500010000 } from './migrations/1764500010000-task-paging';
import { GetTaskHandler, ListTasksHandler, ListTasksPageHandler } from './queries/list-tasks/list-tasks.handler';
import { OpenReviewTaskWhenContentCompared } from './reactions/open-review-task-when-content-compared';
import { TasksHttpController } from './tasks.http.controller';

@ReadModels(TasksProjection)
@Migrations(TaskAssignees1764200000001, TaskPaging1764500010000)
@Module({
  controllers: [TasksHttpController],
  providers: [
    CreateTaskHandler,
    EditTaskHandler,
    ChangeTaskStatusHandler,
    CompleteTaskHandler,
    DeleteTaskHandler,
    ListTasksHandler,
    ListTasksPageHandler,
    GetTaskHandler,
    OpenReviewTaskWhenContentCompared,
  ],
})
export class TasksModule {}
