import { RecommendationPage } from '@/web/features/hairdressers/pages/recommendation-page';
import { ListedPage } from './listed-page';

/**
 * The recommendation page only at /recommendation/<uuid>, the not-found page elsewhere. Loaded with
 * the page (routes.tsx), so the address check costs a first visit elsewhere nothing.
 */
export function ListedRecommendationPage() {
  return (
    <ListedPage>
      <RecommendationPage />
    </ListedPage>
  );
}
