import type { User } from '@freshwatch/contracts';
import { PRODUCT_NAME } from '@freshwatch/contracts/constants';
import { Link, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';
import {
  BarChart3,
  CheckSquare,
  Database,
  FileText,
  Gauge,
  LayoutDashboard,
  Newspaper,
  Plug,
  Settings,
  Table2,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type * as React from 'react';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
// TanStack Router marks the current route's link with aria-current="page" and data-status="active".
const activeClass = 'bg-accent font-medium text-accent-foreground';

/** '/_app/team' -> '/team': a screen behind sign-in, by the path its link goes to. */
type PathOfAppRoute<Id> = Id extends `/_app${infer Path extends `/${string}`}` ? Path : never;
/** The signed-in screens, read from the route tree: a new screen's file under routes/_app/ adds its path here. */
type AppPath = PathOfAppRoute<RouteIds<RegisteredRouter['routeTree']>>;

const PRODUCT_LINKS: { to: AppPath; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: Gauge },
  { to: '/content', label: 'Content Table', icon: Table2 },
  { to: '/tasks', label: 'Tasks', icon: CheckSquare },
  { to: '/reports', label: 'Reports', icon: BarChart3 },
  { to: '/settings', label: 'Settings', icon: Settings },
  { to: '/advanced-data', label: 'Advanced Data', icon: Database },
];

/** In-page anchors that mirror the WordPress admin menu the plugin lives in. */
const WORDPRESS_ANCHORS = [
  { href: '#dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '#posts', label: 'Posts', icon: Newspaper },
  { href: '#pages', label: 'Pages', icon: FileText },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <h2 className="px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{title}</h2>
      <ul className="grid gap-0.5">{children}</ul>
    </div>
  );
}

function NavLink({ to, label, icon: Icon, onNavigate }: { to: AppPath; label: string; icon: LucideIcon; onNavigate?: () => void }) {
  return (
    <li>
      <Link to={to} className={linkClass} activeProps={{ className: activeClass }} onClick={onNavigate}>
        <Icon className="h-4 w-4" aria-hidden />
        {label}
      </Link>
    </li>
  );
}

export function SidebarNav({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="grid gap-6">
      <Section title="WordPress">
        {WORDPRESS_ANCHORS.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <a href={href} className={linkClass} onClick={onNavigate}>
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </a>
          </li>
        ))}
      </Section>
      <Section title={PRODUCT_NAME}>
        {PRODUCT_LINKS.map((link) => (
          <NavLink key={link.to} {...link} onNavigate={onNavigate} />
        ))}
      </Section>
      <ul className="grid gap-0.5 border-t pt-4">
        <NavLink to="/plugins" label="Plugins" icon={Plug} onNavigate={onNavigate} />
        <NavLink to="/team" label="Team" icon={UsersRound} onNavigate={onNavigate} />
        {/* Only admins may manage other users, so nobody else is shown the way there. */}
        {user.role === 'admin' && <NavLink to="/users" label="Users" icon={Users} onNavigate={onNavigate} />}
      </ul>
    </nav>
  );
}
