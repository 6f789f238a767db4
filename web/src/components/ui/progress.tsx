import { Progress as P } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

interface ProgressProps extends React.ComponentProps<typeof P.Root> {
  /** Classes for the filled part, e.g. the health band colour. */
  indicatorClassName?: string;
}

export function Progress({ className, value, indicatorClassName, ...props }: ProgressProps) {
  const percent = Math.max(0, Math.min(100, value ?? 0));
  return (
    <P.Root value={percent} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)} {...props}>
      <P.Indicator
        className={cn('h-full w-full flex-1 bg-primary transition-all', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </P.Root>
  );
}
