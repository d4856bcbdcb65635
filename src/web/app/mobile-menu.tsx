import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/web/i18n/use-t';
import { appMessages } from './messages';
import type { MobileMenuSheet } from './mobile-menu-sheet';

// The button is on every page; the sheet with its dialog library (~7 kB gzip) is its own chunk,
// asked for when a pointer or the keyboard reaches the button and shown when it has come. Once
// loaded it stays, so later opens are immediate.

type Sheet = typeof MobileMenuSheet;
let loadedSheet: Sheet | undefined;
let loading: Promise<Sheet> | undefined;

function loadSheet(): Promise<Sheet> {
  loading ??= import('./mobile-menu-sheet').then(
    (module) => (loadedSheet = module.MobileMenuSheet),
    (error: unknown) => {
      loading = undefined; // a failed download may be asked for again
      throw error;
    },
  );
  return loading;
}

export function MobileMenu() {
  const t = useT(appMessages);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following a link, or the browser's back
  // button, closes it without an extra render pass.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [MenuSheet, setMenuSheet] = useState<Sheet | undefined>(() => loadedSheet);
  const open = openOn === pathname;
  const panelId = useId();

  function prepare() {
    if (MenuSheet) return;
    loadSheet().then(
      (sheet) => setMenuSheet(() => sheet),
      // Offline or a stale deploy: the menu stays shut, and the next press tries again.
      () => setOpenOn(null),
    );
  }

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpenOn(open ? null : pathname);
        }}
        className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-full px-3 text-ink hover:bg-linen xl:hidden"
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
        <span className="sr-only">{t('app.menu.open')}</span>
      </button>
      {MenuSheet ? <MenuSheet open={open} onClose={() => setOpenOn(null)} id={panelId} /> : null}
    </>
  );
}
