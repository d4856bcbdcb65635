import { z } from 'zod';
import { moneyInput, parseMoney } from '@/domain/money';
import { offerInputSchema, type AdminOffer, type OfferInput } from '@/domain/offer-input';
import { OFFER_AUDIENCES, OFFER_KINDS, OFFER_TARGET_TYPES } from '@/domain/offer-rules';

// Admins type euros, whole percent and local dates; the API takes cents and instants. The form's
// text becomes an OfferInput, then the very schema the server validates with checks it, so the
// rules (percent 1–90, end after start, code 3–20 letters/digits, …) cannot drift apart. Field
// names are the same on both sides, so the shared schema's messages land on the right field. The
// Dutch texts (issue 30) sit under translations.nl, as in the schema; empty means "as in English".

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** A <input type="datetime-local"> value ("2026-05-01T09:30", local time) as an ISO instant. */
function instantOf(local: string): string {
  const time = Date.parse(local);
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

/** An ISO instant as a datetime-local value in the admin's own time zone. */
export function localInputOf(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const offerFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    translations: z.object({ nl: z.object({ title: z.string(), description: z.string() }) }),
    kind: z.enum(OFFER_KINDS),
    value: z.string(),
    targetType: z.enum(OFFER_TARGET_TYPES),
    targetProductId: z.string(),
    targetName: z.string(),
    audience: z.enum(OFFER_AUDIENCES),
    startsAt: z.string(),
    endsAt: z.string(),
    code: z.string(),
    minSubtotal: z.string(),
    maxUses: z.string(),
    active: z.boolean(),
  })
  .transform((form): OfferInput => ({
    title: form.title,
    description: form.description,
    // Left out when empty: the same as none (an update stores none either way).
    ...(form.translations.nl.title.trim() === '' && form.translations.nl.description.trim() === ''
      ? {}
      : { translations: { nl: { ...form.translations.nl } } }),
    kind: form.kind,
    value: form.kind === 'amount' ? (parseMoney(form.value) ?? NaN) : wholeNumber(form.value),
    targetType: form.targetType,
    targetProductId:
      form.targetType === 'product' && form.targetProductId.trim() !== ''
        ? wholeNumber(form.targetProductId)
        : null,
    targetName:
      (form.targetType === 'category' || form.targetType === 'family') &&
      form.targetName.trim() !== ''
        ? form.targetName.trim()
        : null,
    audience: form.audience,
    startsAt: instantOf(form.startsAt),
    endsAt: form.endsAt.trim() === '' ? null : instantOf(form.endsAt),
    code: form.code,
    minSubtotal: form.minSubtotal.trim() === '' ? 0 : (parseMoney(form.minSubtotal) ?? NaN),
    maxUses: form.maxUses.trim() === '' ? null : wholeNumber(form.maxUses),
    active: form.active,
  }))
  .pipe(offerInputSchema);

export type OfferFormValues = z.input<typeof offerFormSchema>;
export type OfferFormOutput = z.output<typeof offerFormSchema>;

export function newOfferFormValues(now = new Date()): OfferFormValues {
  return {
    title: '',
    description: '',
    translations: { nl: { title: '', description: '' } },
    kind: 'percent',
    value: '',
    targetType: 'order',
    targetProductId: '',
    targetName: '',
    audience: 'all',
    startsAt: localInputOf(now.toISOString()),
    endsAt: '',
    code: '',
    minSubtotal: '',
    maxUses: '',
    active: true,
  };
}

export function offerFormValues(offer: AdminOffer): OfferFormValues {
  return {
    title: offer.title,
    description: offer.description,
    translations: {
      nl: {
        title: offer.translations?.nl?.title ?? '',
        description: offer.translations?.nl?.description ?? '',
      },
    },
    kind: offer.kind,
    value: offer.kind === 'amount' ? moneyInput(offer.value) : String(offer.value),
    targetType: offer.targetType,
    targetProductId: offer.targetProductId === null ? '' : String(offer.targetProductId),
    targetName: offer.targetName ?? '',
    audience: offer.audience,
    startsAt: localInputOf(offer.startsAt),
    endsAt: localInputOf(offer.endsAt),
    code: offer.code ?? '',
    minSubtotal: offer.minSubtotal === 0 ? '' : moneyInput(offer.minSubtotal),
    maxUses: offer.maxUses === null ? '' : String(offer.maxUses),
    active: offer.active,
  };
}
