import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function BatchProcessingPage() {
  useDocumentTitle('Batch processing');
  return (
    <PageHeading
      title="Batch processing"
      lead="Group paid orders into supplier batches, follow each batch to shipping and issue invoices."
    />
  );
}
