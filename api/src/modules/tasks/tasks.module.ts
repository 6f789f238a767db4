import { Module } from '@nestjs/common';
import { CreateTaskHandler } from './commands/create-task/create-task.handler';
import { DeleteTaskHandler } from './commands/delete-task/delete-task.handler';
import { UpdateTaskHandler } from './commands/update-task/update-task.handler';
import { GetTaskHandler, ListTasksHandler } from './queries/list-tasks/list-tasks.handler';
import { TasksHttpController } from './tasks.http.controller';

@Module({
  controllers: [TasksHttpController],
  providers: [CreateTaskHandler, UpdateTaskHandler, DeleteTaskHandler, ListTasksHandler, GetTaskHandler],
})
export class TasksModule {}
