import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/web/components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Shown inside the dialog: the failure of the last attempt, so the admin can retry. */
  error?: string | null | undefined;
  cancelLabel?: string;
}

/**
 * A modal confirmation, open while it is rendered. Escape and "Go back" cancel, except while the
 * change is on its way; a press beside it does not, so a half-typed reason is not lost.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  cancelLabel = 'Go back',
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogTitle className="text-heading font-medium">{title}</DialogTitle>
        {children ? <div className="mt-3 text-[0.9375rem] text-taupe">{children}</div> : null}
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-ink"
          >
            {error}
          </p>
        ) : null}
        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
