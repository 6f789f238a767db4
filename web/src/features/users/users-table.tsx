import type { User } from '@freshwatch/contracts';
import { Pencil } from 'lucide-react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { PlanBadge } from '@/features/billing/plan-badge';
import { formatShortDate } from '@/lib/dates';
import { initials } from '@/lib/utils';
import { SubscriptionBadge } from './user-badges';

export function displayName(user: User): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || 'Unnamed User';
}

function UserCell({ user, own }: { user: User; own: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary">
        {initials(user.firstName, user.lastName, user.email ?? '')}
      </span>
      <div className="min-w-0">
        <div className="font-medium">
          {displayName(user)}
          {own && <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span>}
        </div>
        <div className="truncate text-sm text-muted-foreground">{user.email || 'No email'}</div>
        <div className="truncate font-mono text-xs text-muted-foreground">{user.id}</div>
      </div>
    </div>
  );
}

export function UsersTable({
  users,
  loading,
  searching,
  currentUserId,
  onEdit,
}: {
  users: User[];
  loading: boolean;
  searching: boolean;
  currentUserId: string;
  onEdit: (user: User) => void;
}) {
  const columns: DataTableColumn<User>[] = [
    { key: 'user', header: 'User', cell: (user) => <UserCell user={user} own={user.id === currentUserId} /> },
    { key: 'plan', header: 'Plan', cell: (user) => <PlanBadge plan={user.planType} /> },
    { key: 'status', header: 'Status', cell: (user) => <SubscriptionBadge status={user.subscriptionStatus} /> },
    { key: 'joined', header: 'Joined', cellClassName: 'whitespace-nowrap text-sm', cell: (user) => formatShortDate(user.createdAt, 'N/A') },
    { key: 'updated', header: 'Last Updated', cellClassName: 'whitespace-nowrap text-sm', cell: (user) => formatShortDate(user.updatedAt, 'N/A') },
    {
      key: 'actions',
      header: 'Actions',
      headClassName: 'text-right',
      cell: (user) => {
        const own = user.id === currentUserId;
        return (
          <RowActions
            actions={[
              {
                label: `Edit ${displayName(user)}`,
                icon: Pencil,
                // An administrator cannot edit their own record here (the API refuses it too).
                disabled: own,
                title: own ? 'You cannot edit your own account here.' : undefined,
                onClick: () => onEdit(user),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <DataTable
      rows={users}
      columns={columns}
      loading={loading}
      loadingMessage="Loading users..."
      emptyMessage={searching ? 'No users found matching your search.' : 'No users found.'}
    />
  );
}
