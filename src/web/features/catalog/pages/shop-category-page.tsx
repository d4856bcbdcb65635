import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function ShopCategoryPage() {
  useDocumentTitle('Shop by category');
  return (
    <PageHeading
      title="Shop by category"
      lead="One category of hair or essentials at a time, so you can compare like with like."
    />
  );
}
