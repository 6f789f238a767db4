import { Loader2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface RowAction {
  /** The button's accessible name ('Edit', 'Delete Fix broken links'). */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** A longer explanation on hover. */
  title?: string;
  disabled?: boolean;
  /** Its work is under way: a spinner stands in for the icon. */
  busy?: boolean;
}

/** A row's icon buttons, at the end of the row. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="flex justify-end gap-1">
      {actions.map(({ label, icon: Icon, onClick, title, disabled, busy }) => (
        <Button key={label} variant="ghost" size="icon" aria-label={label} title={title} disabled={disabled} aria-busy={busy || undefined} onClick={onClick}>
          {busy ? <Loader2 className="animate-spin" /> : <Icon />}
        </Button>
      ))}
    </div>
  );
}
