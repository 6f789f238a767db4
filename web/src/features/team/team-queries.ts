import type {
  InvitationCreated,
  InvitationPreview,
  InviteMemberRequest,
  WorkspaceInvitation,
  WorkspaceMember,
  WorkspaceRole,
  WorkspaceSummary,
} from '@freshwatch/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const workspacesQueryOptions = () => queryOptions({ queryKey: ['workspaces'] as const, queryFn: () => api.get<WorkspaceSummary[]>('/api/workspaces') });
export const membersQueryOptions = () =>
  queryOptions({ queryKey: ['workspace', 'members'] as const, queryFn: () => api.get<WorkspaceMember[]>('/api/workspace/members') });
export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: ['workspace', 'invitations'] as const, queryFn: () => api.get<WorkspaceInvitation[]>('/api/workspace/invitations') });
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: () => api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });

export const teamApi = {
  invite: (request: InviteMemberRequest) => api.post<InvitationCreated>('/api/workspace/invitations', request),
  changeRole: (userId: string, role: WorkspaceRole) => api.patch<WorkspaceMember[]>(`/api/workspace/members/${encodeURIComponent(userId)}`, { role }),
  remove: (userId: string) => api.delete<void>(`/api/workspace/members/${encodeURIComponent(userId)}`),
  revoke: (invitationId: string) => api.delete<void>(`/api/workspace/invitations/${encodeURIComponent(invitationId)}`),
  switchTo: (workspaceId: string) => api.post<WorkspaceSummary[]>('/api/workspaces/current', { workspaceId }),
  accept: (token: string) => api.post<WorkspaceSummary[]>(`/api/invitations/${encodeURIComponent(token)}/accept`),
};

/** After a switch or a join every screen's data belongs to another workspace: a fresh page load drops it all. */
export function openWorkspace(path = '/dashboard'): void {
  window.location.assign(path);
}

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer', auditor: 'Auditor' };
export const ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  owner: 'Billing, members, everything',
  editor: 'Content, tasks, analyses and settings',
  viewer: 'Reads everything',
  auditor: 'Reads everything, with histories and audit exports',
};

export function memberName(member: Pick<WorkspaceMember, 'firstName' | 'lastName' | 'email'>): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}
