// When drops run (product.md §10): by default from Monday 10:00 to Sunday 23:59 in Amsterdam.
// Wall-clock times in a named zone go through @date-fns/tz (IANA data via Intl), so the summer-time
// changes (last Sunday of March and of October) never shift a drop by an hour. Kept apart from
// drops.ts so the shop's pages never load it; the server and the admin form do.
import { TZDateMini } from '@date-fns/tz';

export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** The instant of a wall-clock time in Amsterdam (month 0–11; days may overflow, as in Date). */
export function amsterdamTime(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds = 0,
): Date {
  return new Date(
    new TZDateMini(year, month, day, hours, minutes, seconds, SHOP_TIME_ZONE).getTime(),
  );
}

/**
 * The default window of the drop week `weeksAhead` after the one holding `now`: Monday 10:00
 * to Sunday 23:59:59 Amsterdam time. Weeks start on Monday, as in the Netherlands.
 */
export function dropWeek(now: Date, weeksAhead = 0): { startsAt: Date; endsAt: Date } {
  const local = new TZDateMini(now.getTime(), SHOP_TIME_ZONE);
  // getDay(): 0 Sunday … 6 Saturday, in Amsterdam; days since Monday: 0 … 6.
  const sinceMonday = (local.getDay() + 6) % 7;
  const monday = local.getDate() - sinceMonday + weeksAhead * 7;
  const year = local.getFullYear();
  const month = local.getMonth();
  return {
    startsAt: amsterdamTime(year, month, monday, 10, 0),
    endsAt: amsterdamTime(year, month, monday + 6, 23, 59, 59),
  };
}

/** "Mon 24 Nov, 10:00": an instant as Amsterdam reads it, for mails and admin lists. */
export function formatAmsterdam(at: Date | string, locale = 'en-NL'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(at));
}
