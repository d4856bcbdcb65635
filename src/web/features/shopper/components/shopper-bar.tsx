import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShopper, useShopperUrlBridge } from '../shopper-context';

const ShopperBanner = lazy(() => import('./shopper-banner'));

/**
 * Lives inside the router: reports each URL to the ShopperProvider (which sits outside it) and
 * lets the provider write access parameters through the router, so both agree on the URL.
 * Also the one place a shopper is told about their access: ShopperBanner, downloaded with its
 * words only when there is something to tell (a link visit names it in its HTML: page-hints.ts).
 */
export function ShopperBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { syncSearch, registerUrlWriter } = useShopperUrlBridge();
  const { notice, userType } = useShopper();
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

  // The boundary is always there, the server's markup included: a returning salon shopper's
  // banner, which the server (a public visitor) never shows, is then rendered afresh on its own
  // instead of the whole page, whose buttons keep working while it comes.
  return (
    <Suspense fallback={null}>
      {notice || userType !== 'client' ? <ShopperBanner /> : null}
    </Suspense>
  );
}
