import type { User } from '@freshwatch/contracts';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, Crown, ShieldAlert, UserCheck, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { useSignedInUser } from '@/features/auth/auth-queries';
import { ApiError } from '@/lib/api';
import { EditUserDialog } from './edit-user-dialog';
import { adminUsersQueryOptions, countUsers, searchUsers } from './users-queries';
import { UsersTable } from './users-table';

/**
 * /users: administrators manage every user. The list is read in the page (not the route loader) so that a
 * member who types the address gets the server's 403 as a clear message rather than an error page.
 */
export function UsersPage() {
  const me = useSignedInUser();
  const users = useQuery(adminUsersQueryOptions());

  if (users.isPending) {
    return (
      <main className="flex justify-center p-10">
        <Spinner label="Loading users..." />
      </main>
    );
  }
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

function UsersAdmin({ users, currentUserId }: { users: User[]; currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<User | null>(null);
  const shown = useMemo(() => searchUsers(users, search), [users, search]);
  const counts = countUsers(users);

  return (
    <main className="grid gap-6 p-4 md:p-6">
      <div>
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold">Users</h1>
          <Badge variant="secondary" aria-label={`${counts.total} users in total`}>
            {counts.total}
          </Badge>
        </div>
        <p className="text-muted-foreground">Manage user accounts, plans and subscriptions</p>
      </div>

      <section aria-label="User counts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Counter title="Total Users" value={counts.total} icon={Users} />
        <Counter title="Pro Users" value={counts.pro} icon={Crown} />
        <Counter title="Enterprise Users" value={counts.enterprise} icon={CreditCard} />
        <Counter title="Active Subscriptions" value={counts.active} icon={UserCheck} />
      </section>

      <Card>
        <CardContent className="grid gap-4 pt-6">
          <SearchField label="Search users" placeholder="Search users by name, email, or ID..." className="max-w-md" value={search} onChange={setSearch} />
          <UsersTable users={shown} searching={search.trim() !== ''} currentUserId={currentUserId} onEdit={setEditing} />
        </CardContent>
      </Card>

      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
    </main>
  );
}

function Counter({ title, value, icon: Icon }: { title: string; value: number; icon: typeof Users }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
      </CardContent>
    </Card>
  );
}
