import { useMutation, useQuery } from '@tanstack/react-query';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/use-toast';
import { openWorkspace, ROLE_LABELS, teamApi, workspacesQueryOptions } from './team-queries';

/** The header's workspace switcher: shown once a person belongs to more than one workspace. */
export function WorkspaceSwitcher() {
  const workspaces = useQuery(workspacesQueryOptions());
  const switchTo = useMutation({
    mutationFn: teamApi.switchTo,
    onSuccess: () => openWorkspace(),
    onError: (error) =>
      toast({
        title: 'Error',
        description: error.message,
        variant: 'destructive',
      }),
  });
  const list = workspaces.data ?? [];
  if (list.length < 2) return null;
  const current = list.find((w) => w.current) ?? list[0];
  return (
    <div className="w-48">
      <SelectField
        label="Workspace"
        hideLabel
        value={current.workspaceId}
        options={list.map((w) => ({
          value: w.workspaceId,
          label: `${w.name} (${ROLE_LABELS[w.role]})`,
        }))}
        onChange={(workspaceId) => workspaceId !== current.workspaceId && switchTo.mutate(workspaceId)}
      />
    </div>
  );
}
