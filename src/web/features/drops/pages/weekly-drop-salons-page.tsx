import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function WeeklyDropSalonsPage() {
  useDocumentTitle('Weekly drop for salons');
  return (
    <PageHeading
      title="Weekly drop for salons"
      lead="The weekly drop for approved partner salons, at business prices."
    />
  );
}
