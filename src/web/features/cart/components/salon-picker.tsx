import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { cityFromAddress } from '@/domain/salon-session';
import type { PartnerSalon } from '@/domain/salons';
import { salonsQuery } from '../api/get-salons';
import { useT } from '@/web/i18n/use-t';
import { useCart } from '../cart-context';
import { cartMessages } from '../messages';

function toSelected(salon: PartnerSalon) {
  return {
    id: salon.id,
    name: salon.salon_name,
    city: salon.city || cityFromAddress(salon.address),
    address: salon.address,
    email: null,
  };
}

/** Pickup at an approved partner salon; a salon in its own session has its address preselected. */
export function SalonPicker() {
  const { cart, selectSalon } = useCart();
  const t = useT(cartMessages);
  const selectId = useId();
  const { data: salons, isPending, isError } = useQuery(salonsQuery);
  const chosen = cart.selectedSalon;
  const listed = salons ?? [];
  // The session's own salon is always a choice, even before (or without) the list.
  const options = chosen && !listed.some((s) => s.id === chosen.id) ? [chosen] : [];

  return (
    <div className="mt-3 flex flex-col gap-2">
      <label htmlFor={selectId} className="text-sm text-taupe">
        {t('cart.salon.label')}
      </label>
      <select
        id={selectId}
        value={chosen?.id ?? ''}
        onChange={(event) => {
          const salon = listed.find((s) => s.id === event.target.value);
          selectSalon(salon ? toSelected(salon) : null);
        }}
        className="min-h-tap w-full min-w-0 rounded-field border border-sand bg-white px-3 text-[0.9375rem]"
      >
        <option value="">{isPending ? t('cart.salon.loading') : t('cart.salon.choose')}</option>
        {options.map((salon) => (
          <option key={salon.id} value={salon.id}>
            {salon.name} — {salon.city}
          </option>
        ))}
        {listed.map((salon) => (
          <option key={salon.id} value={salon.id}>
            {salon.salon_name} — {salon.city}
          </option>
        ))}
      </select>
      {isError ? <p className="text-sm text-accent-800">{t('cart.salon.error')}</p> : null}
      {chosen ? <p className="text-sm text-taupe">{chosen.address}</p> : null}
    </div>
  );
}
