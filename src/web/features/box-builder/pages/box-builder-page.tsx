import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function BoxBuilderPage() {
  useDocumentTitle('Box builder');
  return (
    <PageHeading
      title="Box builder"
      lead="Pick a size, fill it with products and review your box before it goes into your cart."
    />
  );
}
