import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { catalogMessages } from '../messages';
import { BestSellers } from '../components/best-sellers';
import { FamilyTiles } from '../components/family-tiles';
import { HomeHero } from '../components/home-hero';
import { SalonInvitation } from '../components/salon-invitation';
import { WaysToShop } from '../components/ways-to-shop';

export function HomePage() {
  const t = useT(catalogMessages);
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <FamilyTiles />
      <BestSellers title={t('catalog.best.title')} lead={t('catalog.best.lead')} />
      <WaysToShop />
      <SalonInvitation />
    </>
  );
}
