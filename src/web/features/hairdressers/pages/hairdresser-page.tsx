import { PageSpinner } from '@/web/components/ui/spinner';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PartnerProgramme } from '../components/programme/partner-programme';
import { SalonHome } from '../components/salon-home/salon-home';
import { hairdressersMessages } from '../messages';

/**
 * /hairdresser (product.md §12): the partner programme; in a salon session, the salon's own page.
 * Only a confirmed session of the salon now shopping counts (not a link still being checked).
 */
export function HairdresserPage() {
  const t = useT(hairdressersMessages);
  const { accessType, salonId, session, selectedSalon, linkStatus } = useShopper();
  const salonSession =
    accessType === 'salon' &&
    session?.accessType === 'salon' &&
    session.salonId !== null &&
    session.salonId === salonId &&
    session.key
      ? { ...session, salonId: session.salonId }
      : null;
  useDocumentTitle(
    salonSession ? (selectedSalon?.name ?? t('hairdressers.your-salon')) : t('hairdressers.title'),
  );

  if (salonSession) return <SalonHome session={salonSession} salon={selectedSalon} />;
  if (accessType === 'salon' && linkStatus === 'checking') {
    return <PageSpinner label={t('hairdressers.checking-link')} />;
  }
  return <PartnerProgramme friendsAndFamily={accessType === 'friends-family'} />;
}
