import {
  onlineMethodsFor,
  type Country,
  type HomeAddress,
  type PaymentMethod,
} from '@/domain/orders';

/**
 * Whose country orders the payment methods (issue 31): the home delivery address's; for a locker
 * or salon pickup the salon's in a salon session, else the page's language (Dutch → NL).
 */
export function paymentCountryOf({
  address,
  salonCountry,
  language,
}: {
  address: Pick<HomeAddress, 'country'> | null;
  salonCountry: Country | null;
  language: string;
}): Country | undefined {
  if (address?.country) return address.country;
  if (salonCountry) return salonCountry;
  return language === 'nl' ? 'NL' : undefined;
}

/** The methods a shopper may choose, in order: online ones, then pay on invoice for a business. */
export function paymentMethodsFor(
  country: Country | undefined,
  business: boolean,
): PaymentMethod[] {
  return [...onlineMethodsFor(country), ...(business ? (['invoice'] as const) : [])];
}
