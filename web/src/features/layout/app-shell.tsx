import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { useSignedInUser } from '@/features/auth/auth-queries';
import { Logo } from '@/features/common/logo';
import { SidebarNav } from './sidebar-nav';
import { UserHeader } from './user-header';

/** Frame of every signed-in screen: sidebar, header with the user, and the screen itself. */
export function AppShell({ children, headerActions }: { children: React.ReactNode; headerActions?: React.ReactNode }) {
  const user = useSignedInUser();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-60 shrink-0 flex-col gap-6 border-r bg-sidebar p-4 md:flex">
        <Link to="/" className="rounded-md px-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo />
        </Link>
        <SidebarNav user={user} />
      </aside>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        <DialogContent className="left-0 top-0 h-full max-h-screen w-72 translate-x-0 translate-y-0 rounded-none">
          <DialogTitle>Navigation</DialogTitle>
          <SidebarNav user={user} onNavigate={() => setMenuOpen(false)} />
        </DialogContent>
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-4 border-b px-4 py-3 md:px-6">
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation" onClick={() => setMenuOpen(true)}>
              <Menu />
            </Button>
            <Link to="/" className="hidden sm:inline-flex md:hidden">
              <Logo className="text-lg" />
            </Link>
          </div>
          <UserHeader user={user} actions={headerActions} />
        </header>
        <div className="flex-1">{children}</div>
      </div>
    </div>
  );
}
