import type { User } from '@freshwatch/contracts';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatShortDate } from '@/lib/dates';
import { initials } from '@/lib/utils';
import { PlanBadge } from '@/features/billing/plan-badge';
import { SubscriptionBadge } from './user-badges';

export function displayName(user: User): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || 'Unnamed User';
}

export function UsersTable({ users, searching, currentUserId, onEdit }: { users: User[]; searching: boolean; currentUserId: string; onEdit: (user: User) => void }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Plan</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead>Last Updated</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
              {searching ? 'No users found matching your search.' : 'No users found.'}
            </TableCell>
          </TableRow>
        ) : (
          users.map((user) => {
            const name = displayName(user);
            const own = user.id === currentUserId;
            return (
              <TableRow key={user.id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <span aria-hidden className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary">
                      {initials(user.firstName, user.lastName, user.email ?? '')}
                    </span>
                    <div className="min-w-0">
                      <div className="font-medium">
                        {name}
                        {own && <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span>}
                      </div>
                      <div className="truncate text-sm text-muted-foreground">{user.email || 'No email'}</div>
                      <div className="truncate font-mono text-xs text-muted-foreground">{user.id}</div>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <PlanBadge plan={user.planType} />
                </TableCell>
                <TableCell>
                  <SubscriptionBadge status={user.subscriptionStatus} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-sm">{formatShortDate(user.createdAt, 'N/A')}</TableCell>
                <TableCell className="whitespace-nowrap text-sm">{formatShortDate(user.updatedAt, 'N/A')}</TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${name}`}
                    // Brief: an administrator cannot edit their own record here (the API refuses it too).
                    disabled={own}
                    title={own ? 'You cannot edit your own account here.' : undefined}
                    onClick={() => onEdit(user)}
                  >
                    <Pencil />
                  </Button>
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
