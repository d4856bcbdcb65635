import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function EnhancedAdminPage() {
  useDocumentTitle('Analytics');
  return (
    <PageHeading
      title="Analytics"
      lead="Revenue, orders and top products over time, with exports for the books."
    />
  );
}
