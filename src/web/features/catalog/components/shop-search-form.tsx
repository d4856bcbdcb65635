import { useId, type FormEvent } from 'react';
import { useCatalogT } from '../messages';
import { shopMessages } from '../shop/messages';

interface ShopSearchFormProps {
  query: string | undefined;
  onSearch: (query: string | undefined) => void;
}

/**
 * Searches on submit, not on every key: each search is a history entry, and Back should step
 * through searches, not letters. Re-mounted (by key) when the URL's query changes, e.g. on Back.
 */
export function ShopSearchForm({ query, onSearch }: ShopSearchFormProps) {
  const t = useCatalogT(shopMessages);
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const text = typeof value === 'string' ? value.trim() : '';
    onSearch(text || undefined);
  }
  return (
    <form key={query ?? ''} role="search" onSubmit={submit} className="mt-8 flex max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        {t('catalog.shop.search.label')}
      </label>
      <div className="relative flex-1">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-taupe"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4 4" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query ?? ''}
          maxLength={100}
          placeholder={t('catalog.shop.search.hint')}
          autoComplete="off"
          className="block min-h-tap w-full rounded-full border border-sand bg-white pr-4 pl-11 text-base text-ink placeholder:text-taupe/80 hover:border-taupe/50"
        />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-tap items-center rounded-full bg-ink px-5 text-[0.9375rem] font-medium text-ivory hover:bg-ink/90"
      >
        {t('catalog.shop.search')}
      </button>
    </form>
  );
}
