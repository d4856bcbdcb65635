import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function HairdresserOnboardingPage() {
  useDocumentTitle('Apply as a salon');
  return (
    <PageHeading
      title="Apply as a salon"
      lead="Tell us about your salon in a few short steps. We review every application and send your salon link once approved."
    />
  );
}
