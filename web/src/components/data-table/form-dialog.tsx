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
          <FormFooter busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog's Cancel and submit buttons; the submit button reads `busyLabel` while the work runs, and both wait for it.
 * Inside a form the submit button submits it; a dialog without a form gives `onSubmit` instead.
 */
export function FormFooter({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  onSubmit,
  ready = true,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  onSubmit?: () => void;
  /** Whether there is anything to submit yet. */
  ready?: boolean;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} disabled={!ready || busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
