import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import * as paths from '@/web/app/paths';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useShellT, useT } from '@/web/i18n/use-t';
import { suggestionsQueryOptions } from '../api/get-suggestions';
import { searchMessages } from '../messages';
import { useHelpAnswers } from '../use-help-answers';
import { SuggestionList, type SearchOption } from './suggestion-list';

// The header search's combobox (ARIA 1.2: the field keeps focus, the active option is named by
// aria-activedescendant): loaded with its words when the field is first reached (header-search.tsx
// owns the field, this its list). Typing asks for suggestions once the shopper pauses; an answer
// nobody waits for any more is aborted by TanStack Query (the fetch gets its signal).

/** How long typing must pause before the suggestions are asked for. */
export const DEBOUNCE_MS = 150;

interface SearchComboboxProps {
  /** The shell's field (uncontrolled: what was typed before this code came is in it). */
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id, which the field's aria-controls names. */
  listId: string;
  /** The phone's search bar is open: it stays when the field loses focus, Escape closes it. */
  sheetOpen: boolean;
  closeSheet: () => void;
}

export function SearchCombobox(props: SearchComboboxProps) {
  const { input, listId, sheetOpen, closeSheet } = props;
  const t = useT(searchMessages);
  const shellT = useShellT();
  const [value, setValue] = useState(() => input.current?.value ?? '');
  const navigate = useNavigate();
  const { tier } = useShopper();
  const query = value.trim();
  const [searched, setSearched] = useState(query);
  const [open, setOpen] = useState(() => query !== '' && document.activeElement === input.current);
  const [active, setActive] = useState(-1);

  // Each change of the text shows the list afresh, nothing active yet (state set while rendering,
  // as React advises for state that follows a prop).
  const [typed, setTyped] = useState(query);
  if (typed !== query) {
    setTyped(query);
    setOpen(query !== '');
    setActive(-1);
    // An emptied field forgets its search at once; a typed one waits for the pause.
    if (query === '') setSearched('');
  }

  useEffect(() => {
    if (query === '') return;
    const timer = window.setTimeout(() => setSearched(query), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const suggestions = useQuery(suggestionsQueryOptions(searched, tier));
  const help = useHelpAnswers(searched);
  const products = suggestions.data?.products ?? [];
  const categories = suggestions.data?.categories ?? [];
  const all: SearchOption = {
    kind: 'all',
    query,
    href: paths.shopWith(new URLSearchParams({ q: query }).toString()),
  };
  const options: SearchOption[] = [
    ...products.map((product) => ({
      kind: 'product' as const,
      product,
      href: paths.product(product.id),
    })),
    ...categories.map((category) => ({
      kind: 'category' as const,
      category,
      href: paths.shopCategory(category),
    })),
    ...help.map((answer) => ({ kind: 'help' as const, answer, href: answer.href })),
    all,
  ];
  const expanded = open && query !== '';
  const current = active < options.length ? active : -1;
  const activeId = expanded && current >= 0 ? `${listId}-${current}` : undefined;

  // The field's combobox state: the shell renders the field with aria-expanded="false" only.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    if (activeId) field.setAttribute('aria-activedescendant', activeId);
    else field.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);
  useEffect(() => {
    const field = input.current;
    return () => field?.setAttribute('aria-expanded', 'false');
  }, [input]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  /** Empties the field (a value set from code fires no input event, so the state follows here). */
  function clear() {
    empty(input.current);
    setValue('');
  }

  function choose(option: SearchOption) {
    void navigate(option.href);
    clear();
    setOpen(false);
    // The header's bar closes with the navigation (site-header.tsx); on a wide screen the field
    // lets go, so the header folds back.
    if (!sheetOpen) input.current?.blur();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (query === '') return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
        } else if (down) {
          setActive((current + 1) % count);
        } else {
          setActive(current <= 0 ? count - 1 : current - 1);
        }
        return;
      }
      case 'Enter': {
        // The form would load /shop?q=… afresh: the app goes there itself.
        event.preventDefault();
        const option = expanded ? options[current] : undefined;
        if (option) choose(option);
        else if (query !== '') choose(all);
        return;
      }
      case 'Escape': {
        // A search field clears itself on Escape; here the first Escape only closes the list.
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
          return;
        }
        if (value !== '') clear();
        if (sheetOpen) closeSheet();
        return;
      }
    }
  }

  // The field is the shell's: its keys, focus and blur are listened to here, through the latest
  // render's handlers.
  const handlers = useRef({ onKeyDown, onInput: () => {}, onFocus: () => {}, onBlur: () => {} });
  useLayoutEffect(() => {
    handlers.current = {
      onKeyDown,
      onInput: () => setValue(input.current?.value ?? ''),
      onFocus: () => setOpen(query !== ''),
      // On a phone the bar holds the list: it stays while the keyboard is put away.
      onBlur: () => {
        if (!sheetOpen) setOpen(false);
      },
    };
  });
  // A layout effect, so no key slips between this render and the listening; and what was typed
  // while this code rendered is read once more.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    handlers.current.onInput();
    const listeners = {
      keydown: (event: Event) => handlers.current.onKeyDown(event as KeyboardEvent),
      input: () => handlers.current.onInput(),
      focus: () => handlers.current.onFocus(),
      blur: () => handlers.current.onBlur(),
    };
    for (const [name, listener] of Object.entries(listeners))
      field.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of Object.entries(listeners))
        field.removeEventListener(name, listener);
    };
  }, [input]);

  const settled = suggestions.isSuccess && !suggestions.isPlaceholderData && searched === query;
  const found = products.length + categories.length + help.length;
  const announcement = !expanded
    ? ''
    : suggestions.isError
      ? t('search.failed')
      : settled
        ? t('search.count', { count: found })
        : '';

  const wrapper = input.current?.parentElement;
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* Inside the field's own box, at its end. */}
      {wrapper && value !== ''
        ? createPortal(
            <button
              type="button"
              onClick={() => {
                clear();
                input.current?.focus();
              }}
              className="absolute inset-y-0 right-0 inline-flex w-tap items-center justify-center rounded-full text-taupe"
            >
              <span className="grid size-7 place-items-center rounded-full bg-linen hover:bg-sand">
                {cross}
              </span>
              <span className="sr-only">{shellT('app.search.clear')}</span>
            </button>,
            wrapper,
          )
        : null}
      {sheetOpen ? (
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            closeSheet();
          }}
          className="inline-flex size-tap shrink-0 items-center justify-center rounded-full text-ink hover:bg-linen"
        >
          {cross}
          <span className="sr-only">{shellT('app.search.close')}</span>
        </button>
      ) : null}
      {expanded ? (
        <SuggestionList
          listId={listId}
          options={options}
          active={current}
          state={
            suggestions.isError
              ? 'failed'
              : settled && found === 0
                ? 'none'
                : !suggestions.data
                  ? 'searching'
                  : 'shown'
          }
          stale={!settled}
          tier={tier}
          onChoose={choose}
        />
      ) : null}
    </>
  );
}

function empty(field: HTMLInputElement | null) {
  if (field) field.value = '';
}

const cross = (
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
);
