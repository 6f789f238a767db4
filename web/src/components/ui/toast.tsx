import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** 5000 ms, swipe right past 50 px to dismiss; the viewport's hotkey is F8. */
const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_HOTKEY = ['F8'];

export function ToastProvider(props: React.ComponentProps<typeof T.Provider>) {
  return <T.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} {...props} />;
}

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof T.Viewport>) {
  return (
    <T.Viewport
      hotkey={TOAST_HOTKEY}
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-5 pr-8 shadow-lg',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

export function Toast({ className, variant, ...props }: React.ComponentProps<typeof T.Root> & VariantProps<typeof toastVariants>) {
  return <T.Root data-variant={variant ?? 'default'} className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof T.Close>) {
  return (
    <T.Close
      aria-label="Close"
      className={cn(
        'absolute right-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <X className="h-4 w-4" aria-hidden />
    </T.Close>
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof T.Title>) {
  return <T.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof T.Description>) {
  return <T.Description className={cn('text-sm', className)} {...props} />;
}
