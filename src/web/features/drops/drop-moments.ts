// How a drop's instants read to a shopper: in the shop's own time zone (drops run on
// Amsterdam time, product.md §10), so "Sunday 23:59" means the same for everyone.

const moment = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** "Sunday 30 November, 23:59". */
export function formatDropMoment(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : moment.format(at).replace(' at ', ', ');
}
