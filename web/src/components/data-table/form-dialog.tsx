import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * A dialog around one form: title, description, the fields given as children, and the footer with Cancel and the
 * submit button, which reads `busyLabel` ('Saving...') while the form is being saved. It cannot be closed meanwhile;
 * the caller unmounts it on close, so each opening starts afresh.
 */
export function FormDialog({
  title,
  description,
  className,
  noValidate,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: React.ReactNode;
  className?: string;
  /** The form checks its own fields and says what is missing, rather than the browser. */
  noValidate?: boolean;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void | Promise<void>;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate={noValidate}>
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
