import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCatalogT } from '../messages';
import { homeMessages } from '../home/messages';
import { BestSellers } from '../components/best-sellers';
import { FamilyTiles } from '../components/family-tiles';
import { HomeHero } from '../components/home-hero';
import { SalonInvitation } from '../components/salon-invitation';
import { WaysToShop } from '../components/ways-to-shop';

export function HomePage() {
  const t = useCatalogT(homeMessages);
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <FamilyTiles />
      <BestSellers title={t('catalog.home.best.title')} lead={t('catalog.home.best.lead')} />
      <WaysToShop />
      <SalonInvitation />
    </>
  );
}
