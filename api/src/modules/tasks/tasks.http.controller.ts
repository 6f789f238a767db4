import { TASK_PRIORITIES, TASK_SORTS, TASK_STATUSES, type Task, type TaskPage } from '@freshwatch/contracts';
import { CreateTaskDto, UpdateTaskDto } from '@freshwatch/contracts/dto';
import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Injectable,
  NotFoundException,
  Param,
  Patch,
  PipeTransform,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../shared/domain/actor';
import { idPipe } from '../../shared/http/id.pipe';
import { ApiErrors } from '../../shared/http/openapi';
import { afterFirstPage, writePages } from '../../shared/http/write-pages';
import { asksForPage, enumList, parsePageQuery } from '../../shared/paging/page-query';
import { ApiPagedList } from '../../shared/paging/paging-docs';
import { CurrentActor, Requires } from '../identity';
import { ChangeTaskStatusCommand } from './commands/change-task-status/change-task-status.command';
import { CompleteTaskCommand } from './commands/complete-task/complete-task.command';
import { CreateTaskCommand } from './commands/create-task/create-task.command';
import { DeleteTaskCommand } from './commands/delete-task/delete-task.command';
import { EditTaskCommand } from './commands/edit-task/edit-task.command';
import { GetTaskQuery, ListTasksPageQuery, ListTasksQuery } from './queries/list-tasks/list-tasks.query';
import { TaskPageResponse, TaskResponse } from './task.response';

const TaskIdPipe = idPipe('Task');
/** The filters that, like the paging parameters, ask for a page rather than the whole list. */
const TASK_FILTERS = ['status', 'priority'];
/** The whole list as the JSON array Nest wrote for Task[], byte for byte. */
const JSON_ARRAY = { start: '[', item: (task: Task, index: number) => (index === 0 ? '' : ',') + JSON.stringify(task), end: () => ']' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?assignee=`: absent, `me`, or a member id (an unknown member simply has no tasks). */
@Injectable()
class AssigneePipe implements PipeTransform<unknown, string | undefined> {
  transform(value: unknown): string | undefined {
    if (value === undefined) return undefined;
    if (value === 'me' || (typeof value === 'string' && UUID.test(value))) return value.toLowerCase();
    throw new BadRequestException('assignee must be "me" or a member id');
  }
}

@ApiTags('tasks')
@ApiErrors(401)
@Controller('tasks')
export class TasksHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Requires('workspace:read')
  @Get()
  @ApiOperation({
    summary:
      "The workspace's tasks, newest first. With any paging parameter or filter (limit, cursor, page, q, status, priority, sort, order): one page, { items, total, nextCursor }; `?assignee=me` (Assigned to me) or a member's id keeps theirs",
  })
  @ApiQuery({ name: 'assignee', required: false, description: '`me` or a member id' })
  @ApiQuery({ name: 'status', required: false, description: `One or more of ${TASK_STATUSES.join(', ')}, comma-separated` })
  @ApiQuery({ name: 'priority', required: false, description: `One or more of ${TASK_PRIORITIES.join(', ')}, comma-separated` })
  @ApiPagedList(TaskResponse, TaskPageResponse, TASK_SORTS, 'Case-insensitive part of the title')
  @ApiErrors(400)
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
    @Query('assignee', AssigneePipe) assignee: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const assigneeId = assignee === 'me' ? actor.userId : (assignee ?? null);
    if (!asksForPage(query, TASK_FILTERS)) {
      // Streamed a batch at a time, like the content list: a failure after the first batch breaks the response off.
      const batches: AsyncGenerator<Task[]> = await this.queries.execute(new ListTasksQuery(actor.workspaceId, assigneeId));
      const pages = await afterFirstPage(batches);
      res.type('application/json; charset=utf-8');
      return writePages(res, pages, JSON_ARRAY);
    }
    const page = parsePageQuery(query, TASK_SORTS, { sort: 'created', order: 'desc' });
    const statuses = enumList(query, 'status', TASK_STATUSES);
    const priorities = enumList(query, 'priority', TASK_PRIORITIES);
    const result: TaskPage = await this.queries.execute(new ListTasksPageQuery(actor.workspaceId, page, statuses, priorities, assigneeId));
    res.json(result);
  }

  @Requires('tasks:write')
  @Post()
  @ApiOperation({ summary: 'Create a task (pending; priority medium and no related content unless given)' })
  @ApiCreatedResponse({ type: TaskResponse })
  @ApiErrors(400)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateTaskDto): Promise<Task> {
    const id: string = await this.commands.execute(new CreateTaskCommand(actor, body));
    return this.task(actor, id);
  }

  @Requires('tasks:write')
  @Patch(':id')
  @ApiOperation({ summary: 'Edit a task and/or change its status; completed sets completedAt, any other status clears it' })
  @ApiOkResponse({ type: TaskResponse })
  @ApiErrors(400, 404, 409)
  async update(@CurrentActor() actor: Actor, @Param('id', TaskIdPipe) id: string, @Body() body: UpdateTaskDto): Promise<Task> {
    // One request may carry an edit (the Edit dialog) and a status change (the status selector): two use cases,
    // run in that order. The edit checks the task first, so a missing or foreign task changes nothing.
    const { status, completedAt, ...changes } = body;
    if (Object.values(changes).some((value) => value !== undefined)) await this.commands.execute(new EditTaskCommand(actor, id, changes));
    if (status === 'completed') await this.commands.execute(new CompleteTaskCommand(actor, id, completedAt));
    else if (status !== undefined) await this.commands.execute(new ChangeTaskStatusCommand(actor, id, status));
    return this.task(actor, id);
  }

  @Requires('tasks:write')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a task (its history stays in the event log)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(404, 409)
  async remove(@CurrentActor() actor: Actor, @Param('id', TaskIdPipe) id: string): Promise<void> {
    await this.commands.execute(new DeleteTaskCommand(actor, id));
  }

  private async task(actor: Actor, id: string): Promise<Task> {
    const task: Task | null = await this.queries.execute(new GetTaskQuery(actor.workspaceId, id));
    if (task === null) throw new NotFoundException('Task not found.');
    return task;
  }
}
