import { STANDING_LABELS } from '@freshwatch/contracts';
import { HelpCircle } from 'lucide-react';
import type * as React from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { FRESHNESS_THRESHOLD_NOTE, STATUS_RULE_ORDER, STATUS_RULE_TEXTS } from './analysis-rules';
import { StatusBadge } from './content-badges';

/** A small '?' button that explains something on hover or focus; `label` names it for screen readers. */
export function HelpTooltip({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={label}
          className="inline-flex rounded-full align-middle text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <HelpCircle className="h-3.5 w-3.5" aria-hidden />
        </button>
      </TooltipTrigger>
      <TooltipContent className={cn('max-w-sm font-normal normal-case', className)}>{children}</TooltipContent>
    </Tooltip>
  );
}

/** The status badges with the rule that gives each, checked in this order (the first match wins). */
function StatusLegend() {
  return (
    <div className="grid gap-2 py-1">
      <p className="font-medium">How Freshwatch sets the status, checked in this order:</p>
      <ul className="grid gap-1.5">
        {STATUS_RULE_ORDER.map((status) => (
          <li key={status} className="flex items-start gap-2">
            <StatusBadge status={status} />
            <span>{STATUS_RULE_TEXTS[status]}</span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{FRESHNESS_THRESHOLD_NOTE}</p>
      <p className="text-muted-foreground">
        Until a check has analysed a page it has no status or score: it shows as {STANDING_LABELS.not_checked}, or {STANDING_LABELS.check_failed} with the
        reason when its last check could not fetch it, and counts in no status and no average.
      </p>
    </div>
  );
}

export function StatusHelp() {
  return (
    <HelpTooltip label="About status">
      <StatusLegend />
    </HelpTooltip>
  );
}
