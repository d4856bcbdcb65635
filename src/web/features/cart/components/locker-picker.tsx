import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { lockersQuery } from '../api/get-lockers';
import { useT } from '@/web/i18n/use-t';
import { useCart } from '../cart-context';
import { cartMessages } from '../messages';

/** Parcel lockers, searched by city; the chosen one is kept in the cart. */
export function LockerPicker() {
  const { cart, selectLocker } = useCart();
  const t = useT(cartMessages);
  const [city, setCity] = useState(cart.selectedLocker?.city ?? '');
  const search = useDeferredValue(city.trim());
  const inputId = useId();
  const { data: lockers, isPending, isError } = useQuery(lockersQuery(search));

  return (
    <div className="mt-3 flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm text-taupe">
        {t('cart.locker.search')}
      </label>
      <input
        id={inputId}
        type="search"
        value={city}
        onChange={(event) => setCity(event.target.value)}
        placeholder={t('cart.locker.search.example')}
        className="min-h-tap rounded-field border border-sand bg-white px-4 text-[0.9375rem]"
      />
      {isPending ? <p className="text-sm text-taupe">{t('cart.locker.loading')}</p> : null}
      {isError ? <p className="text-sm text-accent-800">{t('cart.locker.error')}</p> : null}
      {lockers && lockers.length === 0 ? (
        <p className="text-sm text-taupe">{t('cart.locker.none', { search })}</p>
      ) : null}
      {lockers && lockers.length > 0 ? (
        <fieldset className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          <legend className="sr-only">{t('cart.locker.legend')}</legend>
          {lockers.map((locker) => (
            // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the input is nested and the name comes from the locker's data, which the rule cannot see
            <label
              key={locker.code}
              className="flex min-h-tap cursor-pointer items-start gap-3 rounded-field px-3 py-2 hover:bg-linen"
            >
              <input
                type="radio"
                name="locker"
                className="mt-1 accent-accent-700"
                checked={cart.selectedLocker?.code === locker.code}
                onChange={() => selectLocker(locker)}
              />
              <span className="text-sm">
                <span className="block font-medium text-ink">{locker.name}</span>
                <span className="text-taupe">
                  {locker.address}, {locker.city}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
