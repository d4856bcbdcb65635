import { toast } from '@/web/components/ui/use-toast';
import { useT } from '@/web/i18n/use-t';
import { shopperMessages } from '../messages';
import { useShopper } from '../shopper-context';
import type { ShopperNotice } from '../shopper-state';
// Message ids, each written in full so `npm run messages` finds them.
const NOTICES: Record<ShopperNotice, { title: string; text: string }> = {
  'invalid-salon-link': {
    title: 'shopper.notice.invalid-salon-link.title',
    text: 'shopper.notice.invalid-salon-link.text',
  },
  'invalid-friends-family-link': {
    title: 'shopper.notice.invalid-friends-family-link.title',
    text: 'shopper.notice.invalid-friends-family-link.text',
  },
  'access-revoked': {
    title: 'shopper.notice.access-revoked.title',
    text: 'shopper.notice.access-revoked.text',
  },
  'session-ended': {
    title: 'shopper.notice.session-ended.title',
    text: 'shopper.notice.session-ended.text',
  },
};

/**
 * What the shopper is told about their access: a notice (a link that proved nothing, a session
 * that ended) or the bar naming their prices. Loaded only when there is something to say
 * (shopper-bar.tsx), so a first visit without a link downloads neither it nor its words.
 */
export default function ShopperBanner() {
  const { notice, dismissNotice, userType, selectedSalon, leaveBusinessPricing } = useShopper();
  const t = useT(shopperMessages);

  if (notice) {
    const { title, text } = NOTICES[notice];
    return (
      <div role="status" className="border-b border-accent-200 bg-accent-50">
        <div className="mx-auto flex max-w-content items-center gap-4 px-5 py-3 sm:px-8">
          <p className="flex-1 text-sm text-ink">
            <strong className="font-semibold">{t(title)}.</strong> {t(text)}
          </p>
          <button
            type="button"
            onClick={dismissNotice}
            className="inline-flex min-h-tap items-center rounded-full px-4 text-sm font-medium text-accent-700 hover:bg-accent-100"
          >
            {t('shopper.notice.dismiss')}
          </button>
        </div>
      </div>
    );
  }
  if (userType === 'client') return null;
  const who =
    userType !== 'salon'
      ? t('shopper.bar.friends-family')
      : selectedSalon
        ? t('shopper.bar.salon-of', { salon: selectedSalon.name })
        : t('shopper.bar.salon');
  const leave = () => {
    leaveBusinessPricing();
    toast({
      title: t('shopper.left.title'),
      description:
        userType === 'salon' ? t('shopper.left.salon') : t('shopper.left.friends-family'),
    });
  };
  return (
    <div className="border-b border-sand/70 bg-linen text-sm text-taupe">
      <p className="mx-auto flex max-w-content flex-wrap items-center justify-center gap-x-3 px-5 py-1 text-center sm:px-8">
        {/* On a phone the salon's name, which arrives after the link is checked, may take two
            lines: they are kept from the start, so nothing below moves when it comes. */}
        <span
          className={
            'basis-full py-1 sm:basis-auto' +
            (userType === 'salon' ? ' flex min-h-12 items-center justify-center sm:min-h-0' : '')
          }
        >
          {who}
        </span>
        <button
          type="button"
          onClick={leave}
          className="inline-flex min-h-tap items-center font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800 sm:min-h-0 sm:py-1"
        >
          {t('shopper.bar.leave')}
        </button>
      </p>
    </div>
  );
}
