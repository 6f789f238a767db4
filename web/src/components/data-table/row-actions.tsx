import { Loader2, type LucideIcon, MoreHorizontal } from 'lucide-react';
import { DropdownMenu as M } from 'radix-ui';
import { useRef } from 'react';
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

interface RowActionsProps {
  actions: RowAction[];
  /**
   * A row with many actions does not fit a window narrower than 1280 px (the xl breakpoint) next to the other
   * columns: there its actions move into a menu, opened by a button with this name ('Actions for Pricing page').
   * Without it the icon buttons show at every width.
   */
  menuLabel?: string;
}

/** A row's icon buttons, at the end of the row; below 1280 px, with `menuLabel`, a menu button instead. */
export function RowActions({ actions, menuLabel }: RowActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const buttons = (
    <div className={menuLabel ? 'hidden justify-end gap-0.5 xl:flex' : 'flex justify-end gap-1'}>
      {actions.map(({ label, icon: Icon, onClick, title, disabled, busy }) => (
        <Button
          key={label}
          variant="ghost"
          size="icon"
          className={menuLabel ? 'h-8 w-8' : undefined}
          aria-label={label}
          title={title}
          disabled={disabled}
          aria-busy={busy || undefined}
          onClick={onClick}
        >
          {busy ? <Loader2 className="animate-spin" /> : <Icon />}
        </Button>
      ))}
    </div>
  );
  if (!menuLabel) return buttons;
  return (
    <>
      {buttons}
      <div className="flex justify-end xl:hidden">
        <M.Root modal={false}>
          <M.Trigger asChild>
            <Button ref={trigger} variant="ghost" size="icon" aria-label={menuLabel} aria-busy={actions.some((a) => a.busy) || undefined}>
              <MoreHorizontal />
            </Button>
          </M.Trigger>
          {/* Not in a portal: the menu stays inside the page's main landmark (axe's 'region' rule); the popper
              positions it fixed, so the table's scroll box does not clip it. */}
          <M.Content
            align="end"
            className="z-50 min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
            // A dialog an action opens keeps the focus; otherwise it goes back to the menu button.
            onCloseAutoFocus={(event) => {
              if (document.activeElement && document.activeElement !== document.body) event.preventDefault();
            }}
          >
            {actions.map(({ label, icon: Icon, onClick, title, disabled, busy }) => (
              <M.Item
                key={label}
                title={title}
                disabled={disabled}
                // The menu button takes the focus before the action runs, so a dialog the action opens
                // returns it there (the menu item is gone by then).
                onSelect={() => {
                  trigger.current?.focus();
                  onClick();
                }}
                className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4"
              >
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Icon aria-hidden />}
                {label}
              </M.Item>
            ))}
          </M.Content>
        </M.Root>
      </div>
    </>
  );
}
