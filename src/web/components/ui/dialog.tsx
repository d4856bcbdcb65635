import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

// The shop's one modal dialog, on Radix Dialog: focus moves in when it opens and back to where it
// was when it closes, Tab stays inside, Escape closes it, and the page behind neither scrolls nor
// is read out. Callers put their own title, words and buttons inside.

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogClose = DialogPrimitive.Close;

const LAYOUTS = {
  /** A card in the middle of the screen; on a phone, a sheet rising from the bottom. */
  centered: {
    overlay:
      'fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-0 motion-safe:animate-fade-in sm:items-center sm:p-6',
    content:
      'w-full max-w-md rounded-t-card bg-white p-6 shadow-lift sm:rounded-card sm:p-8 focus:outline-none',
  },
  /** A sheet along the right edge, the height of the screen (the mobile menu). */
  side: {
    overlay: 'fixed inset-0 z-40 bg-ink/30 motion-safe:animate-fade-in',
    content:
      'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-ivory px-4 pt-4 pb-8 shadow-lift focus:outline-none',
  },
} as const;

interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  layout?: keyof typeof LAYOUTS;
  /** Classes for the overlay too, e.g. to hide the whole dialog at a breakpoint. */
  overlayClassName?: string;
  children: ReactNode;
}

/**
 * The dialog's panel, portalled to <body> over a dimmed page. It needs a DialogTitle inside (its
 * accessible name). Closing returns focus to the element that had it when the dialog opened,
 * whether or not that element is a Radix trigger.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    layout = 'centered',
    overlayClassName = '',
    className = '',
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...props
  },
  ref,
) {
  const opener = useRef<HTMLElement | null>(null);
  const { overlay, content } = LAYOUTS[layout];
  const panel = (
    <DialogPrimitive.Content
      ref={ref}
      // No description unless the caller names one: the title and the content speak for it.
      aria-describedby={undefined}
      className={`${content} ${className}`}
      onOpenAutoFocus={(event) => {
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        onOpenAutoFocus?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        opener.current?.focus();
      }}
      {...props}
    >
      {children}
    </DialogPrimitive.Content>
  );
  return (
    <DialogPrimitive.Portal>
      {layout === 'centered' ? (
        // The overlay centres the card; a press on it is still outside the dialog.
        <DialogPrimitive.Overlay className={`${overlay} ${overlayClassName}`}>
          {panel}
        </DialogPrimitive.Overlay>
      ) : (
        <>
          <DialogPrimitive.Overlay className={`${overlay} ${overlayClassName}`} />
          {panel}
        </>
      )}
    </DialogPrimitive.Portal>
  );
});
