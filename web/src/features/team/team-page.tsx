import {
  type InvitationCreated,
  TEAM_PLAN_MESSAGE,
  WORKSPACE_ROLES,
  type WorkspaceInvitation,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@freshwatch/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2, UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { FormDialog } from '@/components/data-table/form-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/use-toast';
import { useSignedInUser } from '@/features/auth/auth-queries';
import { planUsageQueryOptions } from '@/features/billing/billing-queries';
import { UpgradeHint } from '@/features/billing/upgrade-hint';
import { CopyButton } from '@/features/plugins/copy-button';
import { formatShortDate } from '@/lib/dates';
import { invitationsQueryOptions, memberName, membersQueryOptions, ROLE_DESCRIPTIONS, ROLE_LABELS, teamApi } from './team-queries';
import { useCan } from './use-can';

const ROLE_OPTIONS = WORKSPACE_ROLES.map((value) => ({
  value,
  label: `${ROLE_LABELS[value]}: ${ROLE_DESCRIPTIONS[value]}`,
}));

/** /team: the current workspace's members and roles; owners also see pending invitations and invite people. */
export function TeamPage() {
  const manage = useCan('members:manage');
  const [inviting, setInviting] = useState(false);
  // The plan decides whether there is a team to invite to; until it is known, Invite stays (the server checks too).
  const plan = useQuery({ ...planUsageQueryOptions(), enabled: manage });
  const teamInPlan = plan.data?.features.team ?? true;
  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Team</h1>
          <p className="text-muted-foreground">Who works in this workspace, and what each role may do.</p>
        </div>
        {manage && teamInPlan && (
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden /> Invite Member
          </Button>
        )}
        {manage && !teamInPlan && (
          <p role="note" className="max-w-md text-sm text-muted-foreground">
            {TEAM_PLAN_MESSAGE} <UpgradeHint label="Upgrade to Enterprise" />
          </p>
        )}
      </div>
      <MembersCard manage={manage} />
      {manage && <InvitationsCard />}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </main>
  );
}

function MembersCard({ manage }: { manage: boolean }) {
  const me = useSignedInUser();
  const queryClient = useQueryClient();
  const members = useQuery(membersQueryOptions());
  const onError = (error: Error) =>
    toast({
      title: 'Error',
      description: error.message,
      variant: 'destructive',
    });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) => teamApi.changeRole(userId, role),
    onSuccess: (list) => {
      queryClient.setQueryData(membersQueryOptions().queryKey, list);
      toast({ title: 'Success', description: 'Role changed.' });
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (member: WorkspaceMember) => teamApi.remove(member.userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: membersQueryOptions().queryKey,
      });
      toast({ title: 'Success', description: 'Member removed.' });
    },
    onError,
  });

  const rows = (members.data ?? []).map((member) => ({ ...member, id: member.userId }));
  const columns: DataTableColumn<WorkspaceMember>[] = [
    {
      key: 'name',
      header: 'Name',
      cellClassName: 'font-medium',
      cell: (member) => (
        <>
          {memberName(member)}
          {member.userId === me.id && <span className="text-muted-foreground"> (you)</span>}
        </>
      ),
    },
    { key: 'email', header: 'Email', cell: (member) => member.email },
    {
      key: 'role',
      header: 'Role',
      cell: (member) =>
        manage ? (
          <SelectField
            label={`Role of ${memberName(member)}`}
            hideLabel
            value={member.role}
            options={WORKSPACE_ROLES.map((value) => ({
              value,
              label: ROLE_LABELS[value],
            }))}
            onChange={(role) => changeRole.mutate({ userId: member.userId, role })}
          />
        ) : (
          <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
        ),
    },
    { key: 'joined', header: 'Joined', cell: (member) => formatShortDate(member.joinedAt, '—') },
  ];
  if (manage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (member) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${memberName(member)}`}
          disabled={remove.isPending}
          onClick={() => window.confirm(`Remove ${memberName(member)} from this workspace?`) && remove.mutate(member)}
        >
          <Trash2 aria-hidden /> Remove
        </Button>
      ),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>Owners manage billing and members; editors change content, tasks and settings; viewers and auditors read.</CardDescription>
      </CardHeader>
      <CardContent>
        {members.isError && <p role="alert">Members could not be loaded: {members.error.message}</p>}
        <DataTable rows={rows} columns={columns} />
      </CardContent>
    </Card>
  );
}

/** The pending invitations; an owner revokes one here (its link stops working). Inviting the same address again replaces it. */
function InvitationsCard() {
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQueryOptions());
  const list = invitations.data ?? [];
  const revoke = useMutation({
    mutationFn: (invitation: WorkspaceInvitation) => teamApi.revoke(invitation.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationsQueryOptions().queryKey });
      toast({ title: 'Success', description: 'Invitation revoked.' });
    },
    onError: (error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  const columns: DataTableColumn<WorkspaceInvitation>[] = [
    { key: 'email', header: 'Email', cell: (invitation) => invitation.email },
    { key: 'role', header: 'Role', cell: (invitation) => ROLE_LABELS[invitation.role] },
    { key: 'expires', header: 'Expires', cell: (invitation) => formatShortDate(invitation.expiresAt, '—') },
    {
      key: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (invitation) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Revoke the invitation of ${invitation.email}`}
          disabled={revoke.isPending}
          onClick={() => window.confirm(`Revoke the invitation of ${invitation.email}? Its link will stop working.`) && revoke.mutate(invitation)}
        >
          <X aria-hidden /> Revoke
        </Button>
      ),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Invitations</CardTitle>
        <CardDescription>Each link works once, for 7 days. Inviting the same address again replaces its invitation.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.isError && <p role="alert">Invitations could not be loaded: {invitations.error.message}</p>}
        {list.length === 0 ? <p className="text-sm text-muted-foreground">No pending invitations.</p> : <DataTable rows={list} columns={columns} />}
      </CardContent>
    </Card>
  );
}

/** Invites by email with a role; then shows the link to copy (it was emailed too when the server sends mail). */
function InviteDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('editor');
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const invite = useMutation({
    mutationFn: teamApi.invite,
    onSuccess: (result) => {
      setCreated(result);
      void queryClient.invalidateQueries({
        queryKey: invitationsQueryOptions().queryKey,
      });
    },
  });

  if (created) {
    return (
      <FormDialog
        title="Invitation Created"
        description={`Send this link to ${created.email}.`}
        busy={false}
        submitLabel="Done"
        busyLabel="Done"
        onSubmit={onClose}
        onClose={onClose}
      >
        <p className="text-sm">{created.emailed ? 'It was emailed to them too.' : 'Email is not set up on this server: copy the link and send it yourself.'}</p>
        <div className="flex items-center gap-2">
          <Input readOnly aria-label="Invitation link" value={created.link} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={created.link} label="Copy invitation link" copiedMessage="The invitation link is on your clipboard." />
        </div>
      </FormDialog>
    );
  }
  return (
    <FormDialog
      title="Invite Member"
      description="They get a link to sign up, or sign in, and join this workspace."
      busy={invite.isPending}
      submitLabel="Send Invitation"
      busyLabel="Inviting..."
      onSubmit={() => invite.mutate({ email: email.trim(), role })}
      onClose={onClose}
    >
      {invite.error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {invite.error.message}
        </p>
      )}
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Email *</Label>
        <Input id={emailId} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <SelectField label="Role" value={role} options={ROLE_OPTIONS} onChange={setRole} />
    </FormDialog>
  );
}
