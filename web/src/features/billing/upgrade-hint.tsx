import { Link } from '@tanstack/react-router';
import { useCan } from '@/features/team/use-can';

/**
 * Where the workspace's plan does not include something: its owners get a link to upgrade, and other members, who
 * cannot buy a plan for the workspace, are told whom to ask.
 */
export function UpgradeHint({ label = 'Upgrade' }: { label?: string }) {
  if (!useCan('billing:manage')) return <span>Ask your workspace owner to upgrade.</span>;
  return (
    <Link to="/subscribe" className="underline">
      {label}
    </Link>
  );
}
