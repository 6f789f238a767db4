import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator with a text that screen readers announce. */
export function Spinner({ label = 'Loading...', className, showLabel = false }: { label?: string; className?: string; showLabel?: boolean }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}

/** The whole-screen wait, e.g. while Freshwatch finds out who is signed in. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} showLabel className="text-base [&_svg]:h-8 [&_svg]:w-8" />
    </div>
  );
}
