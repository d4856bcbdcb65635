// How a drop's instants read to a shopper: in the shop's own time zone (drops run on
// Amsterdam time, product.md §10, which format.date keeps), so "Sunday 23:59" means the same
// for everyone, in the page's language.
import { useCallback } from 'react';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { dropsMessages } from './messages';

/** "Sunday 30 November, 23:59" ("zondag 30 november om 23:59"); '' for no date. */
export function useDropMoment(): (iso: string) => string {
  const format = useFormat();
  const t = useT(dropsMessages);
  return useCallback(
    (iso: string) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return '';
      return t('drops.moment', {
        weekday: format.date(at, { weekday: 'long' }),
        date: format.date(at, { day: 'numeric', month: 'long' }),
        time: format.date(at, { hour: '2-digit', minute: '2-digit' }),
      });
    },
    [format, t],
  );
}
