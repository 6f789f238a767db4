import type { User } from '@freshwatch/contracts';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Crown, ShieldAlert, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useTableFilters } from '@/components/data-table/use-table-filters';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { useSignedInUser } from '@/features/auth/auth-queries';
import { ApiError } from '@/lib/api';
import { EditUserDialog } from './edit-user-dialog';
import { adminUsersQueryOptions, countUsers } from './users-queries';
import { UsersTable } from './users-table';

/**
 * /users: administrators manage every user. The list is read in the page (not the route loader) so that a
 * member who types the address gets the server's 403 as a clear message rather than an error page.
 */
export function UsersPage() {
  const me = useSignedInUser();
  const users = useQuery(adminUsersQueryOptions());

  if (users.isError) {
    const forbidden = users.error instanceof ApiError && users.error.status === 403;
    return (
      <main className="grid gap-4 p-4 md:p-6">
        <h1 className="text-2xl font-bold">Users</h1>
        <Card>
          <CardContent className="flex items-start gap-3 pt-6">
            <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden />
            <p role="alert">{forbidden ? 'Only administrators can manage users.' : `Users could not be loaded: ${users.error.message}`}</p>
          </CardContent>
        </Card>
      </main>
    );
  }
  return <UsersAdmin users={users.data} currentUserId={me.id} />;
}

/** Client-side search: email, first name, last name or id contains the text, ignoring case. */
const USER_SEARCH = { searchIn: (user: User) => [user.email, user.firstName, user.lastName, user.id] };
const NO_USERS: User[] = [];

/** The screen; while `users` is still loading, the table says so and the counts wait. */
function UsersAdmin({ users, currentUserId }: { users: User[] | undefined; currentUserId: string }) {
  const [editing, setEditing] = useState<User | null>(null);
  const { shown, searching, search } = useTableFilters(users ?? NO_USERS, USER_SEARCH);
  const counts = users && countUsers(users);

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div>
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold">Users</h1>
          {counts && (
            <Badge variant="secondary" aria-label={`${counts.total} users in total`}>
              {counts.total}
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground">Manage user accounts, plans and subscriptions</p>
      </div>

      {counts && (
        <section aria-label="User counts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard title="Total Users" value={counts.total} icon={Users} help="Every account, administrators included." />
          <StatCard title="Pro Users" value={counts.pro} icon={Crown} help="Users on the Pro plan." />
          <StatCard title="Enterprise Users" value={counts.enterprise} icon={CreditCard} help="Users on the Enterprise plan." />
          <StatCard title="Active Subscriptions" value={counts.active} icon={UserCheck} help="Users whose subscription status is active." />
        </section>
      )}

      <Card>
        <CardContent className="grid gap-4 pt-6">
          <DataTableToolbar search={{ label: 'Search users', placeholder: 'Search users by name, email, or ID...', ...search }} />
          <UsersTable users={shown} loading={!users} searching={searching} currentUserId={currentUserId} onEdit={setEditing} />
        </CardContent>
      </Card>

      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
    </main>
  );
}
