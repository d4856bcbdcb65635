import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { FAMILY_LINKS, SHOP_LINKS } from './site-navigation';

// Hand-built rather than a dialog library: it keeps ~10 kB off every first visit, and a menu
// sheet needs only four behaviours — focus in, focus kept in, Escape out, focus back.

const linkClass = ({ isActive }: { isActive: boolean }) =>
  'flex min-h-tap items-center rounded-field px-4 text-lg ' +
  (isActive ? 'bg-linen font-medium text-accent-700' : 'text-ink hover:bg-linen');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
}

export function MobileMenu() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following a link, or the browser's back
  // button, closes it without an extra render pass.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const panelId = useId();
  const titleId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) triggerRef.current?.focus();
      wasOpen.current = false;
      return undefined;
    }
    wasOpen.current = true;
    focusableIn(panelRef.current ?? document.body)[0]?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpenOn(null);
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      // Keep Tab inside the sheet, wrapping at both ends.
      const items = focusableIn(panelRef.current);
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    // The page behind must not scroll under a finger while the sheet is open.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-full px-3 text-ink hover:bg-linen lg:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h10" />
        </svg>
        <span className="sr-only">Menu</span>
      </button>
      {/* Portalled to <body>: the header's backdrop blur would otherwise trap "fixed" inside it. */}
      {open
        ? createPortal(
            <div className="lg:hidden">
              <div
                aria-hidden="true"
                className="fixed inset-0 z-40 bg-ink/30 motion-safe:animate-fade-in"
                onClick={close}
              />
              <div
                ref={panelRef}
                id={panelId}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-ivory px-4 pt-4 pb-8 shadow-lift"
              >
                <div className="flex items-center justify-between pl-4">
                  <h2 id={titleId} className="text-heading font-medium">
                    Menu
                  </h2>
                  <button
                    type="button"
                    onClick={close}
                    className="inline-flex size-tap items-center justify-center rounded-full text-ink hover:bg-linen"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="size-5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.6"
                      strokeLinecap="round"
                    >
                      <path d="M5 5l10 10M15 5L5 15" />
                    </svg>
                    <span className="sr-only">Close menu</span>
                  </button>
                </div>
                <nav aria-label="Menu" className="mt-6 flex flex-col gap-1">
                  {FAMILY_LINKS.map((link) => (
                    <NavLink key={link.to} to={link.to} className={linkClass} onClick={close}>
                      {link.label}
                    </NavLink>
                  ))}
                  <hr className="mx-4 my-3 border-sand" />
                  {SHOP_LINKS.map((link) => (
                    <NavLink key={link.to} to={link.to} className={linkClass} onClick={close}>
                      {link.label}
                    </NavLink>
                  ))}
                </nav>
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
