import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';

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
 * A modal confirmation. Built here rather than with <dialog>.showModal(), which jsdom lacks:
 * focus moves in on open and back on close, Escape cancels, Tab stays inside.
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
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(
      'textarea, input, select, button:not([disabled])',
    );
    first?.focus();
    return () => opener?.focus();
  }, []);

  // Listened for on the document: the dialog element itself is not interactive.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) {
        event.stopPropagation();
        onCancel();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), textarea, input, select',
        ),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [busy, onCancel]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-0 motion-safe:animate-fade-in sm:items-center sm:p-6">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-t-card bg-white p-6 shadow-lift sm:rounded-card sm:p-8"
      >
        <h2 id={titleId} className="text-heading font-medium">
          {title}
        </h2>
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
      </div>
    </div>
  );
}
