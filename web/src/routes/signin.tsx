import { createFileRoute, redirect } from '@tanstack/react-router';
import { authUserQueryOptions } from '@/features/auth/auth-queries';
import { SignInPage } from '@/features/auth/sign-in-page';

export const Route = createFileRoute('/signin')({
  // Signing in twice makes no sense; a signed-in user goes home.
  beforeLoad: async ({ context: { queryClient } }) => {
    if (await queryClient.ensureQueryData(authUserQueryOptions())) throw redirect({ to: '/' });
  },
  component: SignInPage,
});
