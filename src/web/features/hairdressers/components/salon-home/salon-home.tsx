import { withSessionParams, type SalonSession } from '@/domain/salon-session';
import { PageHeading } from '@/web/components/ui/page-heading';
import type { SelectedSalon } from '@/web/features/shopper/shopper-context';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
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
  const t = useT(hairdressersMessages);
  return (
    <>
      <PageHeading
        eyebrow={
          salon?.city
            ? t('hairdressers.your-salon-in', { city: salon.city })
            : t('hairdressers.your-salon')
        }
        title={salon?.name ?? t('hairdressers.your-salon')}
        lead={t('hairdressers.home.lead')}
      />
      <SalonLinkCard link={salonLinkOf(session)} />
      <SalonShortcuts />
      <SharedRecommendations salonId={session.salonId} />
    </>
  );
}
