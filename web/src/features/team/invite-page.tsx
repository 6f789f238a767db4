import type { User } from '@freshwatch/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { authUserQueryOptions, useCurrentUser } from '@/features/auth/auth-queries';
import { SignInForm, SignUpForm } from '@/features/auth/sign-in-page';
import { Logo } from '@/features/common/logo';
import { invitationPreviewQueryOptions, openWorkspace, ROLE_LABELS, teamApi } from './team-queries';

/**
 * /invite/<token>: a new person signs up, or someone with an account signs in, and joins the workspace with the
 * invited role; someone already signed in accepts with one click. The link works once, for 7 days.
 */
export function InvitePage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const preview = useQuery(invitationPreviewQueryOptions(token));
  const accept = useMutation({
    mutationFn: () => teamApi.accept(token),
    onSuccess: () => openWorkspace(),
  });
  const onSignedIn = async (signedIn: User) => {
    queryClient.setQueryData(authUserQueryOptions().queryKey, signedIn);
    accept.mutate();
  };

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 p-4">
      <Link to="/" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Logo />
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Join a workspace</CardTitle>
          <CardDescription>
            {preview.data
              ? `You are invited to ${preview.data.workspaceName}'s workspace as ${ROLE_LABELS[preview.data.role]}.`
              : preview.isError
                ? preview.error.message
                : 'Reading the invitation...'}
          </CardDescription>
        </CardHeader>
        {preview.data && (
          <CardContent className="grid gap-4">
            {accept.error && (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
                {accept.error.message}
              </p>
            )}
            {user ? (
              <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
                {accept.isPending ? 'Joining...' : `Join as ${user.email}`}
              </Button>
            ) : (
              <Tabs defaultValue="signup">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                </TabsList>
                <TabsContent value="signup">
                  <SignUpForm onSignedIn={onSignedIn} />
                </TabsContent>
                <TabsContent value="signin">
                  <SignInForm onSignedIn={onSignedIn} />
                </TabsContent>
              </Tabs>
            )}
          </CardContent>
        )}
      </Card>
    </div>
  );
}
