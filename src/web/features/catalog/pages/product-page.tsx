import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function ProductPage() {
  useDocumentTitle('Product');
  return (
    <PageHeading
      title="Product details"
      lead="Everything about one product: its lengths or colours, your price, what is in stock and how to care for it."
    />
  );
}
