import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function ProductEditPage() {
  useDocumentTitle('Edit product');
  return (
    <PageHeading
      title="Edit product"
      lead="Create a product or change one: its details, variants, stock and images."
    />
  );
}
