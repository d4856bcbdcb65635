import { withSessionParams, type SalonSession } from '@/domain/salon-session';
import { PageHeading } from '@/web/components/ui/page-heading';
import type { SelectedSalon } from '@/web/features/shopper/shopper-context';
import { SalonLinkCard } from './salon-link-card';
import { SalonShortcuts } from './salon-shortcuts';
import { SharedRecommendations } from './shared-recommendations';

/** The salon's link as it arrived by mail: `/?salonId=<id>&key=<key>` on this shop's address. */
function salonLinkOf(session: SalonSession): string {
  return `${window.location.origin}/?${withSessionParams(new URLSearchParams(), session).toString()}`;
}

interface SalonHomeProps {
  /** A salon session: its salon id and key are set. */
  session: SalonSession & { salonId: string };
  /** The salon's details; null while they load. */
  salon: SelectedSalon | null;
}

/** /hairdresser in a salon session: the salon's own page. */
export function SalonHome({ session, salon }: SalonHomeProps) {
  return (
    <>
      <PageHeading
        eyebrow={salon?.city ? `Your salon · ${salon.city}` : 'Your salon'}
        title={salon?.name ?? 'Your salon'}
        lead="Business prices are on for this visit. Your link, the salons’ drop and what you have shared with clients, in one place."
      />
      <SalonLinkCard link={salonLinkOf(session)} />
      <SalonShortcuts />
      <SharedRecommendations salonId={session.salonId} />
    </>
  );
}
