import type { AuthSession, SignInRequest, SignUpRequest, User } from '@freshwatch/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'] as const,
    // /api/auth/session answers 200 with null when signed out: /api/auth/user's 401 would log a console error on
    // every visit to the landing page.
    queryFn: async () => (await api.get<AuthSession>('/api/auth/session')).user,
  });

/** The signed-in user, or null. The app shell waits for this query before rendering any route. */
export function useCurrentUser(): User | null {
  return useSuspenseQuery(authUserQueryOptions()).data;
}

/** Like useCurrentUser, for screens that only exist behind sign-in. */
export function useSignedInUser(): User {
  const user = useCurrentUser();
  if (!user) throw new Error('This screen needs a signed-in user.');
  return user;
}

export const signIn = (request: SignInRequest) => api.post<User>('/api/auth/signin', request);
/** The browser's IANA zone, which becomes the new workspace's time zone; left out when the browser names none. */
function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

export const signUp = (request: SignUpRequest) => api.post<User>('/api/auth/signup', { timezone: browserTimeZone(), ...request } satisfies SignUpRequest);

/** The name a greeting uses: the first name, else the part of the email before the @. */
export function greetingName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0];
}
