import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BestSellers } from '../components/best-sellers';
import { FamilyTiles } from '../components/family-tiles';
import { HomeHero } from '../components/home-hero';
import { SalonInvitation } from '../components/salon-invitation';
import { WaysToShop } from '../components/ways-to-shop';

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <FamilyTiles />
      <BestSellers
        title="Best sellers"
        lead="The hair and care our customers and salons come back for."
      />
      <WaysToShop />
      <SalonInvitation />
    </>
  );
}
