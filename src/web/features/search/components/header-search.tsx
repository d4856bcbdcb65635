import { Suspense, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHref } from 'react-router';
import * as paths from '@/web/app/paths';
import { useShellT } from '@/web/i18n/use-t';
import type { SearchCombobox } from './search-combobox';

// The header's search is on every page's first visit, within its JavaScript budget (issue 30),
// so this part is only what the server renders: a plain GET form to /shop with `q`, which works
// before the app has loaded, and the phone's button that opens it as a bar over the header. The
// rest — suggestions, keys, the live combobox attributes, the clear and close buttons and their
// words — is its own chunk (search-combobox.tsx), asked for when a pointer or the keyboard
// reaches the search. The markup repeats the menu button's classes and icon attributes
// (mobile-menu.tsx) on purpose: compressed, a repeat costs next to nothing.

type Combobox = typeof SearchCombobox;
let loaded: Combobox | undefined;
let loading: Promise<Combobox> | undefined;

function loadCombobox(): Promise<Combobox> {
  loading ??= import('./search-combobox').then(
    (module) => (loaded = module.SearchCombobox),
    (error: unknown) => {
      loading = undefined; // offline or a new deploy: the next time asks again
      throw error;
    },
  );
  return loading;
}

const magnifier = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
  >
    <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm5-1.5 4.5 4.5" />
  </svg>
);

interface HeaderSearchProps {
  /** The phone's search bar is open (over the header, which makes the rest of it inert). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function HeaderSearch({ open, onOpenChange }: HeaderSearchProps) {
  const t = useShellT();
  const id = useId();
  const [Combobox, setCombobox] = useState(() => loaded);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  function prepare() {
    if (!Combobox)
      loadCombobox().then(
        (combobox) => setCombobox(() => combobox),
        // Offline or a stale deploy: without its code the bar cannot close, so it stays shut.
        () => onOpenChange(false),
      );
  }

  /** Opens or closes the phone's bar; focus goes into it, or back to its button. */
  function setOpen(next: boolean) {
    // At once, so the field takes focus inside the tap: only then does a phone raise its keyboard.
    flushSync(() => onOpenChange(next));
    (next ? input : button).current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        inert={open || undefined}
        aria-expanded={open}
        aria-controls={id}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-full px-3 text-ink hover:bg-linen xl:hidden"
      >
        {magnifier}
        <span className="sr-only">{t('app.search.label')}</span>
      </button>
      <form
        id={id}
        role="search"
        aria-label={t('app.search.label')}
        action={useHref(paths.shop)}
        onPointerEnter={prepare}
        className={
          open
            ? 'absolute inset-0 z-10 flex items-center gap-2 bg-ivory px-5 sm:px-8'
            : 'hidden xl:relative xl:flex xl:w-44 xl:min-w-26 xl:focus-within:absolute xl:focus-within:inset-x-0 xl:focus-within:top-3.5 xl:focus-within:w-auto'
        }
      >
        <label htmlFor={`${id}q`} className="sr-only">
          {t('app.search.label')}
        </label>
        <div className="relative min-w-0 flex-1 text-taupe [&>svg]:pointer-events-none [&>svg]:absolute [&>svg]:top-3 [&>svg]:left-3.5 xl:[&>svg]:top-2.5">
          {magnifier}
          {/* Uncontrolled: what is typed before the code comes stays, and the combobox reads it
              and keeps aria-expanded, aria-controls and aria-activedescendant itself. */}
          <input
            ref={input}
            id={`${id}q`}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="false"
            aria-controls={`${id}x`}
            onFocus={prepare}
            // The domain's SEARCH_QUERY_MAX, written out: its module brings zod along.
            maxLength={100}
            placeholder={t('app.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="block h-12 w-full rounded-full border border-sand bg-white pr-12 pl-11 text-base text-ink placeholder:text-taupe hover:border-taupe/50 xl:h-11 xl:text-[0.9375rem] [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
        {Combobox ? (
          <Suspense fallback={null}>
            <Combobox
              input={input}
              listId={`${id}x`}
              sheetOpen={open}
              closeSheet={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </form>
    </>
  );
}
