/**
 * Workspace roles and what each may do: the one table the API's permission guard and the web app's role-aware
 * UI both read. A route declares the permission it needs (`@Requires('content:write')` in the API); a new
 * permission is added here and granted to the roles that have it.
 */
export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer', 'auditor'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const PERMISSIONS = [
  /** Every screen's data: items, stats, tasks, reports, settings, usage, channels, keys, members. */
  'workspace:read',
  /** An item's history, as-of views and the audit exports (the history's ndjson). */
  'audit:read',
  /** Content items: add, edit, delete, import, sitemaps, analyses and comparisons, the writing assistant. */
  'content:write',
  'tasks:write',
  /** Settings, alert channels, the AI key check. */
  'settings:write',
  /** Marking one's alerts as read. */
  'notifications:acknowledge',
  /** Issuing and revoking one's own API keys (a key acts with its member's role). */
  'api-keys:manage',
  'members:manage',
  'billing:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYTHING: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<WorkspaceRole, readonly Permission[]> = {
  owner: EVERYTHING,
  editor: EVERYTHING.filter((p) => p !== 'members:manage' && p !== 'billing:manage'),
  viewer: ['workspace:read', 'notifications:acknowledge'],
  auditor: ['workspace:read', 'audit:read'],
};

export function roleCan(role: WorkspaceRole | null | undefined, permission: Permission): boolean {
  return !!role && ROLE_PERMISSIONS[role].includes(permission);
}

/** The 403's message: it names the permission and the role that lacks it. */
export function missingPermissionMessage(permission: Permission, role: WorkspaceRole | null): string {
  return role
    ? `Your role in this workspace (${role}) does not have the permission ${permission}.`
    : `You are not a member of this workspace: the permission ${permission} is missing.`;
}

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** Free and Pro are one member; Enterprise's "team collaboration" allows members. */
export const TEAM_PLAN_MESSAGE = 'Your plan allows one member. Upgrade to Enterprise to invite team members.';

export interface WorkspaceSummary {
  workspaceId: string;
  /** The founding owner's name or email: workspaces have no name of their own. */
  name: string;
  role: WorkspaceRole;
  current: boolean;
}

export interface WorkspaceMember {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: WorkspaceRole;
  joinedAt: string;
}

export interface WorkspaceInvitation {
  id: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string;
  expiresAt: string;
  createdAt: string;
}

/** The reply to an invitation: the link is there for the owner to copy (and was emailed when SMTP is set). */
export interface InvitationCreated extends WorkspaceInvitation {
  link: string;
  emailed: boolean;
}

export interface TeamOverview {
  members: WorkspaceMember[];
  invitations: WorkspaceInvitation[];
}

/** What the invite page shows before the person signs up or in. */
export interface InvitationPreview {
  email: string;
  role: WorkspaceRole;
  workspaceName: string;
  expiresAt: string;
}

export interface InviteMemberRequest {
  email: string;
  role: WorkspaceRole;
}
export interface ChangeMemberRoleRequest {
  role: WorkspaceRole;
}
export interface SwitchWorkspaceRequest {
  workspaceId: string;
}
