import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import type { SelectedSalon } from '@/domain/cart';
import type { PricingTier, UserType } from '@/domain/pricing';
import {
  linkAccessFrom,
  sessionTimeLeft,
  withoutAccessParams,
  type AccessType,
  type SalonSession,
} from '@/domain/salon-session';
import { setAccessRefusedListener, setAccessSource } from '@/web/lib/api-client';
import { readStoredSession, storeSession } from './session-storage';
import {
  accessHeaderOfState,
  accessTypeOfState,
  initialShopperState,
  salonIdOfState,
  shopperReducer,
  tierOfState,
  userTypeOfState,
  type LinkStatus,
  type ShopperNotice,
} from './shopper-state';

export type { SelectedSalon } from '@/domain/cart';

export interface Shopper {
  userType: UserType;
  tier: PricingTier;
  salonId: string | null;
  /** The salon of a salon link (loaded from GET /api/hairdressers/{id}); null otherwise. */
  selectedSalon: SelectedSalon | null;
  accessType: AccessType | null;
  session: SalonSession | null;
  linkStatus: LinkStatus;
  notice: ShopperNotice | null;
  dismissNotice: () => void;
  /**
   * Ends a salon or friends-and-family session at once ("Shop as a guest instead"): client
   * prices from the next render (every priced query's key holds the tier), no key in the URL.
   */
  leaveBusinessPricing: () => void;
}

type UrlChange = (params: URLSearchParams) => URLSearchParams;
export type UrlWriter = (change: UrlChange) => void;

interface UrlBridge {
  /** The router reports every URL it shows; access parameters in it open a link. */
  syncSearch: (search: string) => void;
  registerUrlWriter: (writer: UrlWriter) => () => void;
}

const ShopperContext = createContext<Shopper | null>(null);
const UrlBridgeContext = createContext<UrlBridge | null>(null);

/** Without the router (tests of a lone component) the browser's own history is written. */
const historyWriter: UrlWriter = (change) => {
  const url = new URL(window.location.href);
  url.search = change(url.searchParams).toString();
  window.history.replaceState(window.history.state, '', url);
};

/** `search`: the address's query string, given on the server (which has no window.location). */
export function ShopperProvider({ children, search }: { children: ReactNode; search?: string }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(shopperReducer, undefined, () =>
    initialShopperState(readStoredSession(), search ?? window.location.search, Date.now()),
  );
  const writer = useRef<UrlWriter>(historyWriter);
  const salonLookups = useRef(new Set<string>());

  const header = accessHeaderOfState(state);
  // A layout effect runs before any child's passive effect, so the first queries already carry it.
  useLayoutEffect(() => {
    setAccessSource(() => header);
    return () => setAccessSource(() => null);
  }, [header]);

  useEffect(() => storeSession(state.session), [state.session]);

  // A rotated key ends the session at the next request: the server's answer says the access it
  // carried proves nothing. Answers to requests sent with other access (a link since replaced),
  // and answers while a link is being checked (the check answers for itself), change nothing.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  useEffect(() => {
    setAccessRefusedListener((sent) => {
      const current = latest.current;
      if (sent !== accessHeaderOfState(current) || current.linkStatus === 'checking') return;
      dispatch({ type: 'access-refused', header: sent });
      writer.current(withoutAccessParams);
    });
    return () => setAccessRefusedListener(() => undefined);
  }, []);

  const { link, linkStatus, session } = state;
  useEffect(() => {
    if (linkStatus !== 'checking') return;
    let cancelled = false;
    // Loaded on demand: only a visit through an access link needs it.
    void import('./link-validation')
      .then(({ validateLink }) => validateLink(link, queryClient, Date.now))
      .then((result) => {
        if (cancelled) return;
        if (result.outcome === 'valid') {
          dispatch({ type: 'link-validated', session: result.session });
          if (result.salon) dispatch({ type: 'salon-loaded', salon: result.salon });
        } else if (result.outcome === 'invalid') {
          dispatch({ type: 'link-rejected' });
          writer.current(withoutAccessParams);
        } else {
          dispatch({ type: 'link-unverified' });
        }
      })
      .catch((error: unknown) => {
        // The code could not even be downloaded (offline): like any failed check, log and go on.
        console.error('The access link could not be checked.', error);
        if (!cancelled) dispatch({ type: 'link-unverified' });
      });
    return () => {
      cancelled = true;
    };
  }, [link, linkStatus, queryClient]);

  // Once a link is known to be valid (just checked, or the stored session's own), its key leaves
  // the address bar — history, screenshots and shared URLs never carry it; the session keeps it.
  useEffect(() => {
    if (linkStatus === 'valid' && link.kind !== 'none') writer.current(withoutAccessParams);
  }, [link, linkStatus]);

  // Spec §4: the session ends 24 hours after validation, even on a page left open.
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(
      () => {
        dispatch({ type: 'session-ended' });
        writer.current(withoutAccessParams);
      },
      sessionTimeLeft(session, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [session]);

  // A salon session restored from storage still needs the salon's details (once per salon).
  const salonId = salonIdOfState(state);
  const userType = userTypeOfState(state);
  const needsSalon =
    userType === 'salon' &&
    salonId !== null &&
    state.selectedSalon === null &&
    linkStatus !== 'checking';
  useEffect(() => {
    if (!needsSalon || !salonId || salonLookups.current.has(salonId)) return;
    salonLookups.current.add(salonId);
    import('./link-validation')
      .then(({ loadSalon }) => loadSalon(salonId, queryClient))
      .then((salon) => dispatch({ type: 'salon-loaded', salon }))
      .catch((error: unknown) => console.error('The salon details could not be loaded.', error));
  }, [needsSalon, salonId, queryClient]);

  const dismissNotice = useCallback(() => dispatch({ type: 'dismiss-notice' }), []);
  const leaveBusinessPricing = useCallback(() => {
    dispatch({ type: 'left-business' });
    writer.current(withoutAccessParams);
  }, []);

  const shopper = useMemo<Shopper>(
    () => ({
      userType,
      tier: tierOfState(state),
      salonId,
      selectedSalon: state.selectedSalon,
      accessType: accessTypeOfState(state),
      session: state.session,
      linkStatus: state.linkStatus,
      notice: state.notice,
      dismissNotice,
      leaveBusinessPricing,
    }),
    [state, userType, salonId, dismissNotice, leaveBusinessPricing],
  );

  const bridge = useMemo<UrlBridge>(
    () => ({
      syncSearch: (search) =>
        dispatch({
          type: 'link-opened',
          link: linkAccessFrom(new URLSearchParams(search)),
          now: Date.now(),
        }),
      registerUrlWriter: (next) => {
        writer.current = next;
        return () => {
          writer.current = historyWriter;
        };
      },
    }),
    [],
  );

  return (
    <UrlBridgeContext.Provider value={bridge}>
      <ShopperContext.Provider value={shopper}>{children}</ShopperContext.Provider>
    </UrlBridgeContext.Provider>
  );
}

export function useShopper(): Shopper {
  const shopper = useContext(ShopperContext);
  if (!shopper) throw new Error('useShopper needs a ShopperProvider (see app-providers.tsx)');
  return shopper;
}

export function useShopperUrlBridge(): UrlBridge {
  const bridge = useContext(UrlBridgeContext);
  if (!bridge) throw new Error('useShopperUrlBridge needs a ShopperProvider');
  return bridge;
}
