import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/auth/auth-queries';
import { ComingSoonPage } from '@/features/common/coming-soon-page';
import { Logo } from '@/features/common/logo';
import { AppShell } from '@/features/layout/app-shell';

/** /subscribe is open to everyone; the plan picker and payment arrive with the billing issue. */
export function SubscribePage() {
  const page = <ComingSoonPage title="Subscribe" />;
  if (useCurrentUser()) return <AppShell>{page}</AppShell>;
  return (
    <div className="min-h-screen">
      <header className="border-b px-4 py-4">
        <Link to="/" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo />
        </Link>
      </header>
      {page}
    </div>
  );
}
