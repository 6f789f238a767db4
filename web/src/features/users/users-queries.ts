import type { AdminUpdateUserRequest, User } from '@freshwatch/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users'] as const,
    queryFn: () => api.get<User[]>('/api/admin/users'),
  });

export const usersApi = {
  update: (userId: string, request: AdminUpdateUserRequest) => api.put<User>(`/api/admin/users/${encodeURIComponent(userId)}`, request),
};

interface UserCounts {
  total: number;
  pro: number;
  enterprise: number;
  active: number;
}

export function countUsers(users: User[]): UserCounts {
  return {
    total: users.length,
    pro: users.filter((u) => u.planType === 'pro').length,
    enterprise: users.filter((u) => u.planType === 'enterprise').length,
    active: users.filter((u) => u.subscriptionStatus === 'active').length,
  };
}
