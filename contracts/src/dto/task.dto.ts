import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsString, IsUUID, MaxLength, registerDecorator, ValidateIf, ValidationArguments } from 'class-validator';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '../enums';
import type { CreateTaskRequest, UpdateTaskRequest } from '../requests';
import type { Validates } from './validates';
import { compose, IsOmittable, isPresent, trim } from './compose';

/** An empty description or related item from a form means 'none'. */
const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;

/** The fixed text for a missing title; it names the field, as every 400 must. */
const TASK_TITLE_REQUIRED = 'Please enter a task title.';
export const TASK_CONTENT_INVALID = 'contentId must be a content item of this workspace';
export const TASK_ASSIGNEE_INVALID = 'assigneeId must be a member of this workspace';
export const TASK_TITLE_MAX = 500;

/** One message per problem: a missing, blank or non-text title gets the fixed sentence alone. */
function IsTaskTitle() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isTaskTitle',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value !== '' && value.length <= TASK_TITLE_MAX,
        defaultMessage: (args: ValidationArguments) =>
          typeof args.value === 'string' && args.value.length > TASK_TITLE_MAX
            ? `title must be at most ${TASK_TITLE_MAX} characters long`
            : TASK_TITLE_REQUIRED,
      },
    });
}

/** Each field's rules, once, shared by the create and update DTOs. */
const Title = () => compose(Transform(trim), IsTaskTitle());
const Description = () =>
  compose(
    Transform(emptyToNull),
    ValidateIf(isPresent),
    IsString({ message: 'description must be text' }),
    MaxLength(5000, { message: 'description must be at most 5000 characters long' }),
  );
const Priority = () => compose(IsOmittable(), IsIn(TASK_PRIORITIES, { message: `priority must be one of: ${TASK_PRIORITIES.join(', ')}` }));
const ContentId = () => compose(Transform(emptyToNull), ValidateIf(isPresent), IsUUID('all', { message: TASK_CONTENT_INVALID }));
const AssigneeId = () => compose(Transform(emptyToNull), ValidateIf(isPresent), IsUUID('all', { message: TASK_ASSIGNEE_INVALID }));

export class CreateTaskDto implements Validates<CreateTaskRequest, CreateTaskDto> {
  @Title() title: string;
  @Description() description?: string | null;
  @Priority() priority?: TaskPriority;
  @ContentId() contentId?: string | null;
  @AssigneeId() assigneeId?: string | null;
}

/**
 * PATCH: any of the create fields (Edit), and the status with its completedAt (the status selector). A
 * completedAt in the future is not believed: the server's time is used.
 */
export class UpdateTaskDto implements Validates<UpdateTaskRequest, UpdateTaskDto> {
  @IsOmittable() @Title() title?: string;
  @Description() description?: string | null;
  @Priority() priority?: TaskPriority;
  @ContentId() contentId?: string | null;
  @AssigneeId() assigneeId?: string | null;

  @IsOmittable()
  @IsIn(TASK_STATUSES, { message: `status must be one of: ${TASK_STATUSES.join(', ')}` })
  status?: TaskStatus;

  @ValidateIf(isPresent)
  @IsISO8601({ strict: true }, { message: 'completedAt must be an ISO 8601 date or null' })
  completedAt?: string | null;
}
