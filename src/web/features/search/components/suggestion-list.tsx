import type { ReactNode } from 'react';
import { THUMBNAIL_SIZES } from '@/domain/images';
import type { PricingTier } from '@/domain/pricing';
import type { CategorySuggestion, ProductSuggestion } from '@/domain/search';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';
import { useCatalogNames } from '@/web/features/catalog/catalog-names';
import { PriceTag } from '@/web/features/catalog/components/price-tag';
import { useT } from '@/web/i18n/use-t';
import { searchMessages } from '../messages';
import type { HelpAnswer } from '../use-help-answers';

/** One choice of the list, in keyboard order: products, categories, help answers, all results. */
export type SearchOption = { href: string } & (
  | { kind: 'product'; product: ProductSuggestion }
  | { kind: 'category'; category: CategorySuggestion }
  | { kind: 'help'; answer: HelpAnswer }
  | { kind: 'all'; query: string }
);

type Kind = SearchOption['kind'];

interface SuggestionListProps {
  listId: string;
  options: SearchOption[];
  /** The active option's index, -1 for none. */
  active: number;
  /** What the answer for the typed text says, beside the options. */
  state: 'searching' | 'none' | 'failed' | 'shown';
  /** The options are still the previous text's, while the next answer is on its way. */
  stale: boolean;
  tier: PricingTier;
  onChoose: (option: SearchOption) => void;
}

/** The price a shopper of `tier` pays, as product cards decide it. */
function priceFor(product: ProductSuggestion, tier: PricingTier): number {
  return tier === 'business' && product.business_price !== null
    ? product.business_price
    : product.price;
}

const icons: Record<'category' | 'help' | 'all', ReactNode> = {
  category: <path d="M4 4h5v5H4zM11 4h5v5h-5zM4 11h5v5H4zM11 11h5v5h-5z" strokeLinejoin="round" />,
  help: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M8 8a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2v.5M10 14h.01" />
    </>
  ),
  all: (
    <>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4 4" />
    </>
  ),
};

function OptionIcon({ kind }: { kind: 'category' | 'help' | 'all' }) {
  return (
    <span className="grid size-12 shrink-0 place-items-center rounded-field bg-linen text-taupe">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      >
        {icons[kind]}
      </svg>
    </span>
  );
}

/**
 * The suggestions under the header's field: a listbox grouped by kind (each group named), the
 * last option leading to all results. Options are not focusable (the field keeps focus) and a
 * press on the list never takes focus from the field, so a click chooses without closing it.
 */
export function SuggestionList(props: SuggestionListProps) {
  const { listId, options, active, state, stale, tier, onChoose } = props;
  const t = useT(searchMessages);
  const { category, family } = useCatalogNames();
  const twoColumns =
    options.some((option) => option.kind === 'product') &&
    options.some((option) => option.kind === 'category' || option.kind === 'help');

  function option(item: SearchOption, index: number, content: ReactNode) {
    const selected = index === active;
    return (
      // The keys are the field's (ARIA combobox: focus stays there); a click chooses too.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={`${item.kind}-${item.href}`}
        id={`${listId}-${index}`}
        role="option"
        aria-selected={selected}
        onClick={() => onChoose(item)}
        className={
          'flex min-h-tap cursor-pointer items-center gap-3 rounded-field px-2 py-2 text-ink ' +
          (selected ? 'bg-accent-50 ring-1 ring-accent-200 ring-inset' : 'hover:bg-linen')
        }
      >
        {content}
      </li>
    );
  }

  function group(kind: Kind, label: string, className = '') {
    const items = options
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.kind === kind);
    if (items.length === 0) return null;
    const labelId = `${listId}-${kind}`;
    return (
      <ul role="group" aria-labelledby={labelId} className={'min-w-0 ' + className}>
        <li
          role="presentation"
          id={labelId}
          className="px-2 pt-3 pb-1.5 text-xs font-medium tracking-[0.12em] text-taupe uppercase"
        >
          {label}
        </li>
        {items.map(({ item, index }) => option(item, index, contentOf(item)))}
      </ul>
    );
  }

  function contentOf(item: SearchOption): ReactNode {
    switch (item.kind) {
      case 'product': {
        const { product } = item;
        return (
          <>
            <span className="size-12 shrink-0 overflow-hidden rounded-field bg-linen">
              {product.image ? (
                <ResponsivePicture
                  src={product.image}
                  alt=""
                  sizes={THUMBNAIL_SIZES}
                  width={48}
                  height={48}
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : null}
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 font-medium">{product.name}</span>
              <span className="block truncate text-sm text-taupe">
                {category(product.category)}
              </span>
            </span>
            <span className="shrink-0 text-right">
              <PriceTag amount={priceFor(product, tier)} normal={product.price} />
            </span>
          </>
        );
      }
      case 'category':
        return (
          <>
            <OptionIcon kind="category" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{category(item.category.category)}</span>
              <span className="block truncate text-sm text-taupe">
                {family(item.category.family)}
              </span>
            </span>
          </>
        );
      case 'help':
        return (
          <>
            <OptionIcon kind="help" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{item.answer.question}</span>
              <span className="block truncate text-sm text-taupe">{item.answer.topic}</span>
            </span>
          </>
        );
      case 'all':
        return (
          <>
            <OptionIcon kind="all" />
            <span className="min-w-0 flex-1 font-medium break-words">
              {t('search.all-results', { query: item.query })}
            </span>
            <span aria-hidden="true" className="pr-2 text-taupe">
              →
            </span>
          </>
        );
    }
  }

  const allIndex = options.length - 1;
  const all = options[allIndex];
  const note =
    state === 'searching'
      ? t('search.searching')
      : state === 'none' && all?.kind === 'all'
        ? t('search.none', { query: all.query })
        : state === 'failed'
          ? t('search.failed')
          : null;

  return (
    // A press anywhere on the list keeps focus in the field (the list is not focusable).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-sand bg-ivory px-3 pb-10 sm:px-6 xl:mt-2 xl:h-auto xl:max-h-[calc(100dvh-6rem)] xl:rounded-card xl:border xl:bg-white xl:p-2 xl:shadow-lift"
    >
      {note ? (
        <p className="px-2 pt-3 pb-1 text-[0.9375rem] text-taupe" aria-hidden="true">
          {note}
        </p>
      ) : null}
      <div
        role="listbox"
        id={listId}
        aria-label={t('search.suggestions')}
        className={
          'grid gap-x-4 transition-opacity ' +
          (stale ? 'opacity-70 ' : '') +
          (twoColumns ? 'xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : '')
        }
      >
        {group('product', t('search.products'), twoColumns ? 'xl:row-span-2' : '')}
        {group('category', t('search.categories'))}
        {group('help', t('search.help'))}
        {all ? (
          <ul
            role="presentation"
            className={'mt-2 border-t border-sand pt-2 ' + (twoColumns ? 'xl:col-span-2' : '')}
          >
            {option(all, allIndex, contentOf(all))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
