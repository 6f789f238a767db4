import { TASK_PRIORITIES, TASK_STATUSES, type Task, type TaskPage, type TaskPriority, type TaskStatus } from '@freshwatch/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { DocumentsExactly } from '../../shared/http/openapi';
import { ApiTotalCapped } from '../../shared/paging/paging-docs';

/** OpenAPI class of a task as the API returns it (contracts' Task). */
@DocumentsExactly<Task>()
export class TaskResponse implements Task {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: TASK_PRIORITIES }) priority: TaskPriority;
  @ApiProperty({ enum: TASK_STATUSES }) status: TaskStatus;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'A related content item; it may since have been deleted' }) contentId:
    string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set when the task became completed; null in any other status' })
  completedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The member it is assigned to' }) assigneeId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A user id, or `api-key:<id>`; null for tasks from before it was recorded' }) createdBy:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who completed it; null unless completed' }) completedBy: string | null;
}

/** One page of GET /api/tasks (contracts' TaskPage). */
@DocumentsExactly<TaskPage>()
export class TaskPageResponse implements TaskPage {
  @ApiProperty({ type: TaskResponse, isArray: true }) items: Task[];
  @ApiProperty({ description: 'How many tasks match the filters, across all pages; exact unless totalCapped' }) total: number;
  @ApiTotalCapped() totalCapped?: true;
  @ApiProperty({ type: String, nullable: true, description: 'Send as cursor for the next page; null on the last page' }) nextCursor: string | null;
}
