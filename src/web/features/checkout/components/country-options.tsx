import type { Country } from '@/domain/orders';
import { useT } from '@/web/i18n/use-t';
import { checkoutMessages } from '../messages';

// The countries the shop delivers to and invoices in (domain COUNTRIES), named in the page's
// language; message ids written in full so `npm run messages` finds them.
const COUNTRY_NAMES: Record<Country, string> = {
  NL: 'checkout.country.nl',
  BE: 'checkout.country.be',
};

/** The options of a country select. */
export function CountryOptions() {
  const t = useT(checkoutMessages);
  return (
    <>
      {Object.entries(COUNTRY_NAMES).map(([code, id]) => (
        <option key={code} value={code}>
          {t(id)}
        </option>
      ))}
    </>
  );
}
