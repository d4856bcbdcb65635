import { expect, type APIRequestContext } from '@playwright/test';
import type { HairdresserApplication } from '@/domain/salons';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './e2e-settings';

// A salon's link is a secret (its key is never in a public answer), so the browser tests get
// one as an operator would: from the admin's list of approved salons.

export type SalonWithLink = { id: string; salon_name: string; link: string; key: string };

export async function adminToken(request: APIRequestContext): Promise<string> {
  const session = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: 'tress-embedded' },
    data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  expect(session.status()).toBe(200);
  return ((await session.json()) as { access_token: string }).access_token;
}

/**
 * The longest-approved demo salon that has a link (the friends-and-family salon has none). The
 * list is newest first, and other specs running at the same time approve salons of their own
 * (an application made in the browser has no VAT number, for one), so take the oldest.
 * `country` picks a Dutch salon (charged Dutch VAT) or a Belgian one with a VAT number (charged
 * net, reverse charge: issue 31); without it, whichever is oldest.
 */
export async function approvedSalonWithLink(
  request: APIRequestContext,
  { country }: { country?: 'NL' | 'BE' } = {},
): Promise<SalonWithLink> {
  const answer = await request.get('/api/hairdressers?status=approved', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(answer.status()).toBe(200);
  const salons = (await answer.json()) as HairdresserApplication[];
  const salon = salons.findLast(
    (candidate) =>
      candidate.link !== null &&
      (country === undefined || (candidate.country === country && !!candidate.vat_number)),
  );
  if (!salon?.link)
    throw new Error(`the demo data has no approved ${country ?? ''} salon with a link`);
  const key = new URL(salon.link, 'http://shop.invalid').searchParams.get('key') ?? '';
  return { id: salon.id, salon_name: salon.salon_name, link: salon.link, key };
}
