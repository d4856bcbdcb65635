import { Link } from 'react-router';
import { useCart } from '@/web/features/cart/cart-context';
import { useT } from '@/web/i18n/use-t';
import { appMessages } from './messages';
import { useHydrated } from '@/web/lib/use-hydrated';
import * as paths from './paths';

/** The header's cart link with its item count ("Cart, 3 items" to a screen reader). */
export function CartLink() {
  const t = useT(appMessages);
  const { itemCount } = useCart();
  // The server's markup shows a first visit's empty cart; the stored one comes a render later.
  const count = useHydrated() ? itemCount : 0;
  return (
    <Link
      to={paths.cart}
      className="inline-flex min-h-tap min-w-tap items-center justify-center gap-2 rounded-full px-3 text-[0.9375rem] font-medium text-ink hover:bg-linen"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-[1.375rem]"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path
          d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8L5 8Z"
          strokeLinejoin="round"
        />
        <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
      </svg>
      {/* One text names the link ("Cart, 3 items"); it begins with what is seen. The word gives
          way to the header's search on a wide screen, where the navigation is in the header too. */}
      <span className="sr-only">{t('app.cart.count', { count })}</span>
      <span aria-hidden="true" className="hidden sm:inline xl:hidden">
        {t('app.cart.label')}
      </span>
      <span
        aria-hidden="true"
        className={
          'inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums ' +
          (count > 0 ? 'bg-accent-700 text-white' : 'bg-linen text-taupe')
        }
      >
        {count}
      </span>
    </Link>
  );
}
