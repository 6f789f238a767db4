import type { ContentItem } from '@freshwatch/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/use-paged-list';
import { inputClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { contentItemQueryOptions, contentSearchQueryOptions } from './content-queries';

interface Choice {
  id: string | null;
  label: string;
  item?: ContentItem;
}

/** The typed text once typing pauses: one search per word, not per key. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** What the closed picker reads: the chosen item's title, fetched by its id (the item need not be among any search's matches). */
function useChosenLabel(value: string | null, noneLabel: string): string {
  const chosen = useQuery({ ...contentItemQueryOptions(value ?? ''), enabled: value !== null });
  if (value === null) return noneLabel;
  if (chosen.data) return chosen.data.title;
  // A related item deleted since stays related (the server allows it) instead of silently vanishing on save.
  if (chosen.error instanceof ApiError && chosen.error.status === 404) return 'A deleted content item';
  if (chosen.isError) return 'The chosen content item could not be loaded';
  return 'Loading...';
}

/**
 * One content item, or none, chosen by searching titles and URLs on the server (never the whole list: a workspace
 * may hold 100,000 items). The ARIA combobox pattern with a listbox: type to search, Arrow keys move through the
 * matches, Enter chooses, Escape closes the list; the label names the combobox.
 */
export function ContentPicker({
  label,
  noneLabel,
  value,
  onChange,
}: {
  label: string;
  /** The first choice, always offered: no item ('No related content'). */
  noneLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const ids = { input: useId(), listbox: useId() };
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useSettled(text.trim());
  const matches = useQuery({ ...contentSearchQueryOptions(q), enabled: open, placeholderData: keepPreviousData });
  const chosenLabel = useChosenLabel(value, noneLabel);

  const choices: Choice[] = [{ id: null, label: noneLabel }, ...(matches.data?.items ?? []).map((item) => ({ id: item.id, label: item.title, item }))];
  const activeIndex = Math.min(active, choices.length - 1);
  const optionId = (index: number) => `${ids.listbox}-${index}`;

  // The option moved to with the Arrow keys stays in view in the scrolled list.
  const activeId = open ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const show = () => {
    setOpen(true);
    setActive(0);
  };
  const close = () => {
    setOpen(false);
    setText('');
  };
  const choose = (choice: Choice) => {
    // The item is already at hand: the closed picker reads its title without asking the server again.
    if (choice.item) queryClient.setQueryData(contentItemQueryOptions(choice.item.id).queryKey, choice.item);
    onChange(choice.id);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      setActive(Math.max(0, Math.min(choices.length - 1, activeIndex + (event.key === 'ArrowDown' ? 1 : -1))));
    } else if (event.key === 'Enter' && open) {
      // Enter chooses; it must not submit the dialog's form meanwhile.
      event.preventDefault();
      choose(choices[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      close();
    }
  };

  const found = matches.data;
  const status = matches.isError
    ? `Content items could not be loaded: ${matches.error.message}`
    : !found || matches.isPlaceholderData
      ? 'Searching...'
      : found.total === 0
        ? 'No content items match.'
        : found.total > found.items.length
          ? `Showing ${found.items.length} of ${found.total.toLocaleString('en-US')}${found.totalCapped ? '+' : ''} items: type to narrow the search.`
          : null;

  return (
    <div className="grid gap-2">
      <Label htmlFor={ids.input}>{label}</Label>
      <input
        id={ids.input}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? ids.listbox : undefined}
        aria-activedescendant={activeId}
        className={inputClass}
        // Open, the box is for searching and shows the current choice as its hint; closed, it shows the choice.
        value={open ? text : chosenLabel}
        placeholder={open ? chosenLabel : undefined}
        onClick={() => !open && show()}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {open && (
        // Pressing in the list (an option, its scroll bar) must not blur the box, which closes the list, before a click chooses.
        <div className="rounded-md border bg-popover text-popover-foreground shadow-md" onMouseDown={(event) => event.preventDefault()}>
          <ul id={ids.listbox} role="listbox" aria-label={label} className="max-h-60 overflow-y-auto p-1">
            {choices.map((choice, index) => (
              <li
                key={choice.id ?? ''}
                id={optionId(index)}
                role="option"
                // As the APG combobox examples: the option moved to is the selected one; the check marks the current choice.
                aria-selected={index === activeIndex}
                className={cn(
                  'relative flex cursor-default select-none items-center rounded-sm py-1.5 pl-8 pr-2 text-sm',
                  index === activeIndex && 'bg-accent text-accent-foreground',
                )}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => choose(choice)}
              >
                {choice.id === value && <Check className="absolute left-2 h-4 w-4" aria-hidden />}
                <span className="truncate" title={choice.label}>
                  {choice.label}
                </span>
              </li>
            ))}
          </ul>
          {status && (
            <p role="status" className={cn('border-t px-3 py-2 text-xs', matches.isError ? 'text-destructive' : 'text-muted-foreground')}>
              {status}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
