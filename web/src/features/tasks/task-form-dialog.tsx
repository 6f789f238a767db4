import { type CreateTaskRequest, type Task, TASK_PRIORITIES, type TaskPriority } from '@freshwatch/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/data-table/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { type Option, SelectField } from '@/components/ui/select-field';
import { ContentPicker } from '@/features/content/content-picker';
import { memberName, membersQueryOptions } from '@/features/team/team-queries';
import { PRIORITY_LABELS } from './task-badges';
import { invalidateTasks, tasksApi } from './task-queries';

/** Radix Select cannot hold an empty value, so 'nobody' needs a name of its own. */
const NOBODY = 'nobody';
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((value) => ({
  value,
  label: PRIORITY_LABELS[value],
}));

interface TaskFormValues {
  title: string;
  description: string;
  priority: TaskPriority;
  contentId: string | null;
  assigneeId: string;
}

function initialValues(task?: Task): TaskFormValues {
  // A new task starts with priority medium and no related content.
  if (!task)
    return {
      title: '',
      description: '',
      priority: 'medium',
      contentId: null,
      assigneeId: NOBODY,
    };
  return {
    title: task.title,
    description: task.description ?? '',
    priority: task.priority,
    contentId: task.contentId,
    assigneeId: task.assigneeId ?? NOBODY,
  };
}

/** What Create and Edit send: every field; an empty description or no related item as null. */
function toRequest(values: TaskFormValues): Required<CreateTaskRequest> {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    priority: values.priority,
    contentId: values.contentId,
    assigneeId: values.assigneeId === NOBODY ? null : values.assigneeId,
  };
}

/** 'Create New Task' and 'Edit Task' share this dialog; `task` switches it to editing. Unmounts when closed. */
export function TaskFormDialog({ task, onClose }: { task?: Task; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(task));
  const ids = { title: useId(), description: useId() };
  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const members = useQuery(membersQueryOptions());
  const assigneeOptions: Option<string>[] = [
    { value: NOBODY, label: 'Nobody' },
    ...(members.data ?? []).map((member) => ({
      value: member.userId,
      label: memberName(member),
    })),
  ];
  // An assignee who has left keeps the task until someone else is chosen.
  if (values.assigneeId !== NOBODY && !assigneeOptions.some((o) => o.value === values.assigneeId))
    assigneeOptions.push({
      value: values.assigneeId,
      label: 'A former member',
    });

  const save = useMutation({
    mutationFn: (request: CreateTaskRequest) => (task ? tasksApi.edit(task.id, request) : tasksApi.create(request)),
    onSuccess: () => {
      toast({
        title: 'Success',
        description: task ? 'Task updated successfully.' : 'Task created successfully.',
      });
      void invalidateTasks(queryClient);
      onClose();
    },
    onError: () =>
      toast({
        title: 'Error',
        description: task ? 'Failed to update task.' : 'Failed to create task.',
        variant: 'destructive',
      }),
  });

  const submit = () => {
    if (!values.title.trim()) {
      toast({
        title: 'Validation Error',
        description: 'Please enter a task title.',
        variant: 'destructive',
      });
      return;
    }
    save.mutate(toRequest(values));
  };

  return (
    <FormDialog
      title={task ? 'Edit Task' : 'Create New Task'}
      description={task ? 'Change what needs doing.' : 'Note something your team needs to do.'}
      noValidate
      busy={save.isPending}
      submitLabel={task ? 'Save Changes' : 'Create Task'}
      busyLabel={task ? 'Saving...' : 'Creating...'}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-2">
        <Label htmlFor={ids.title}>Title *</Label>
        <Input id={ids.title} aria-required placeholder="Update the pricing page" value={values.title} onChange={(e) => set('title', e.target.value)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea id={ids.description} rows={3} value={values.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      <SelectField label="Priority" value={values.priority} options={PRIORITY_OPTIONS} onChange={(priority) => set('priority', priority)} />
      <ContentPicker label="Related content" noneLabel="No related content" value={values.contentId} onChange={(contentId) => set('contentId', contentId)} />
      <SelectField label="Assigned to" value={values.assigneeId} options={assigneeOptions} onChange={(assigneeId) => set('assigneeId', assigneeId)} />
    </FormDialog>
  );
}
