import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/web/components/ui/use-toast';
import { useShopper, useShopperUrlBridge } from '../shopper-context';
import type { ShopperNotice } from '../shopper-state';

const NOTICES: Record<ShopperNotice, { title: string; text: string }> = {
  'invalid-salon-link': {
    title: 'This salon link is not valid',
    text: 'You are seeing our regular prices. Ask your salon for its current link.',
  },
  'invalid-friends-family-link': {
    title: 'This friends and family link is not valid',
    text: 'It may have been replaced by a new one. You are seeing our regular prices.',
  },
  'access-revoked': {
    title: 'Your link no longer gives business prices',
    text: 'It has been replaced by a new one. You are seeing our regular prices now. Ask for the current link.',
  },
  'session-ended': {
    title: 'Your salon session has ended',
    text: 'Salon sessions last 24 hours. Open your salon link again to see salon prices.',
  },
};

/**
 * Lives inside the router: reports each URL to the ShopperProvider (which sits outside it) and
 * lets the provider write access parameters through the router, so both agree on the URL.
 * Also the one place a shopper is told about their access.
 */
export function ShopperBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { syncSearch, registerUrlWriter } = useShopperUrlBridge();
  const { notice, dismissNotice, userType, selectedSalon, leaveBusinessPricing } = useShopper();
  const current = useRef(location);

  useEffect(() => {
    current.current = location;
    syncSearch(location.search);
  }, [location, syncSearch]);

  useEffect(
    () =>
      registerUrlWriter((change) => {
        const { pathname, search, hash } = current.current;
        const next = change(new URLSearchParams(search)).toString();
        if (next === new URLSearchParams(search).toString()) return;
        void navigate({ pathname, search: next ? `?${next}` : '', hash }, { replace: true });
      }),
    [registerUrlWriter, navigate],
  );

  if (notice) {
    const { title, text } = NOTICES[notice];
    return (
      <div role="status" className="border-b border-accent-200 bg-accent-50">
        <div className="mx-auto flex max-w-content items-center gap-4 px-5 py-3 sm:px-8">
          <p className="flex-1 text-sm text-ink">
            <strong className="font-semibold">{title}.</strong> {text}
          </p>
          <button
            type="button"
            onClick={dismissNotice}
            className="inline-flex min-h-tap items-center rounded-full px-4 text-sm font-medium text-accent-700 hover:bg-accent-100"
          >
            Dismiss
          </button>
        </div>
      </div>
    );
  }
  if (userType === 'client') return null;
  const who =
    userType === 'salon'
      ? `Salon prices${selectedSalon ? ` for ${selectedSalon.name}` : ''}`
      : 'Friends and family prices';
  const leave = () => {
    leaveBusinessPricing();
    toast({
      title: 'You are shopping as a guest',
      description:
        userType === 'salon'
          ? 'Regular prices from now on. To see salon prices again, open your salon link again.'
          : 'Regular prices from now on. To see friends and family prices again, open your link again.',
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
          {who} are shown.
        </span>
        <button
          type="button"
          onClick={leave}
          className="inline-flex min-h-tap items-center font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800 sm:min-h-0 sm:py-1"
        >
          Shop as a guest instead
        </button>
      </p>
    </div>
  );
}
