import { PRODUCT_NAME } from '@freshwatch/contracts/constants';
import { Leaf } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-bold text-foreground', className)}>
      <span className="flex h-8 w-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Leaf className="h-5 w-5" aria-hidden />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
