import { MIN_PASSWORD_LENGTH, PRODUCT_NAME, type User } from '@freshwatch/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Logo } from '@/features/common/logo';
import { authUserQueryOptions, signIn, signUp } from './auth-queries';

/** /signin: one page for both signing in and creating an account. */
export function SignInPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onSignedIn = async (user: User) => {
    queryClient.setQueryData(authUserQueryOptions().queryKey, user);
    await navigate({ to: '/' });
  };

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 p-4">
      <Link to="/" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Logo />
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">
            <span className="sr-only">{PRODUCT_NAME}: </span>Welcome
          </CardTitle>
          <CardDescription>Sign in to keep your content fresh, or create an account to get started.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="signin">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onSignedIn={onSignedIn} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onSignedIn={onSignedIn} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}

function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      {error.message}
    </p>
  );
}

function Field({ label, ...props }: { label: string } & React.ComponentProps<typeof Input>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

export function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });

  return (
    <form
      className="grid gap-4 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ email: email.trim(), password });
      }}
    >
      <FormError error={mutation.error} />
      <Field label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field label="Password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

export function SignUpForm({ onSignedIn }: { onSignedIn: (user: User) => Promise<void> }) {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const mutation = useMutation({ mutationFn: signUp, onSuccess: onSignedIn });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  return (
    <form
      className="grid gap-4 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({
          email: form.email.trim(),
          password: form.password,
          // Empty names are left out rather than sent as '' so the server keeps them unset.
          ...(form.firstName.trim() && { firstName: form.firstName.trim() }),
          ...(form.lastName.trim() && { lastName: form.lastName.trim() }),
        });
      }}
    >
      <FormError error={mutation.error} />
      <div className="grid grid-cols-2 gap-4">
        <Field label="First name" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
        <Field label="Last name" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
      </div>
      <Field label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        aria-describedby="password-hint"
        value={form.password}
        onChange={set('password')}
      />
      <p id="password-hint" className="-mt-2 text-xs text-muted-foreground">
        At least {MIN_PASSWORD_LENGTH} characters.
      </p>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
