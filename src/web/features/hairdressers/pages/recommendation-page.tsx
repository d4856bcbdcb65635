import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function RecommendationPage() {
  useDocumentTitle('Recommendation');
  return (
    <PageHeading
      title="Your hairdresser’s recommendation"
      lead="The products your salon picked for you, with their note. Add them all to your cart in one go."
    />
  );
}
