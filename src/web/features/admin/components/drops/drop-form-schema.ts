import { z } from 'zod';
import { moneyInput, parseMoney } from '@/domain/money';
import { DROP_AUDIENCES, dropInputSchema, type AdminDrop, type DropInput } from '@/domain/drops';
import { amsterdamTime, dropWeek, SHOP_TIME_ZONE } from '@/domain/drop-times';

// Admins type euros and Amsterdam wall-clock times; the API takes cents and instants. The form's
// text becomes a DropInput, then the very schema the server validates with checks it. Field
// names and paths are the same on both sides (items.N.units …), so the shared schema's messages
// and the server's issues land on the right field. The Dutch title (issue 30) sits under
// translations.nl.title, as in the schema; empty means "as in English".

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/**
 * A datetime-local value ("2026-03-30T10:00", seconds and milliseconds optional) read as Amsterdam wall-clock time, as an ISO
 * instant. Left as typed when it is not a date, so the shared schema names the field.
 */
export function instantOfAmsterdam(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(
    local.trim(),
  );
  if (!match) return local;
  const [year, month, day, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return amsterdamTime(year, month - 1, day, hours, minutes, seconds).toISOString();
}

const inputParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as a datetime-local value in Amsterdam time, whatever the admin's own zone. Seconds
 * only when there are any (the default end, Sunday 23:59:59), so saving untouched keeps them.
 */
export function amsterdamInputOf(at: string | Date): string {
  const parts = Object.fromEntries(
    inputParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  const seconds = parts.second && parts.second !== '00' ? `:${parts.second}` : '';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}${seconds}`;
}

const itemFormSchema = z.object({
  /** The item's id when it is already in the drop (text, as form state). */
  id: z.string(),
  productId: z.string(),
  /** Shown in the row; not sent. */
  productName: z.string(),
  variant: z.string(),
  dropPrice: z.string(),
  dropBusinessPrice: z.string(),
  units: z.string(),
  perOrderLimit: z.string(),
});

export const dropFormSchema = z
  .object({
    title: z.string(),
    translations: z.object({ nl: z.object({ title: z.string() }) }),
    audience: z.enum(DROP_AUDIENCES),
    startsAt: z.string(),
    endsAt: z.string(),
    items: z.array(itemFormSchema),
  })
  .transform((form): DropInput => ({
    title: form.title,
    // Left out when empty: the same as none (an update stores none either way).
    ...(form.translations.nl.title.trim() === ''
      ? {}
      : { translations: { nl: { title: form.translations.nl.title } } }),
    audience: form.audience,
    startsAt: instantOfAmsterdam(form.startsAt),
    endsAt: instantOfAmsterdam(form.endsAt),
    items: form.items.map((item) => ({
      ...(item.id === '' ? {} : { id: wholeNumber(item.id) }),
      productId: item.productId === '' ? NaN : wholeNumber(item.productId),
      variant: item.variant === '' ? null : item.variant,
      dropPrice: parseMoney(item.dropPrice) ?? NaN,
      dropBusinessPrice:
        item.dropBusinessPrice.trim() === '' ? null : (parseMoney(item.dropBusinessPrice) ?? NaN),
      units: wholeNumber(item.units),
      perOrderLimit: wholeNumber(item.perOrderLimit),
    })),
  }))
  .pipe(dropInputSchema);

export type DropFormValues = z.input<typeof dropFormSchema>;
export type DropFormItem = DropFormValues['items'][number];
export type DropFormOutput = z.output<typeof dropFormSchema>;

export function emptyDropItem(): DropFormItem {
  return {
    id: '',
    productId: '',
    productName: '',
    variant: '',
    dropPrice: '',
    dropBusinessPrice: '',
    units: '',
    perOrderLimit: '2',
  };
}

/** A new drop: next week's default window (Monday 10:00 → Sunday 23:59, Amsterdam). */
export function newDropFormValues(now = new Date()): DropFormValues {
  const week = dropWeek(now, 1);
  return {
    title: '',
    translations: { nl: { title: '' } },
    audience: 'public',
    startsAt: amsterdamInputOf(week.startsAt),
    endsAt: amsterdamInputOf(week.endsAt),
    items: [emptyDropItem()],
  };
}

export function dropFormValues(drop: AdminDrop): DropFormValues {
  return {
    title: drop.title,
    translations: { nl: { title: drop.translations?.nl?.title ?? '' } },
    audience: drop.audience,
    startsAt: amsterdamInputOf(drop.startsAt),
    endsAt: amsterdamInputOf(drop.endsAt),
    items: drop.items.map((item) => ({
      id: String(item.id),
      productId: String(item.productId),
      productName: item.name,
      variant: item.variant ?? '',
      dropPrice: moneyInput(item.dropPrice),
      dropBusinessPrice: item.dropBusinessPrice === null ? '' : moneyInput(item.dropBusinessPrice),
      units: String(item.unitsTotal),
      perOrderLimit: String(item.perOrderLimit),
    })),
  };
}
