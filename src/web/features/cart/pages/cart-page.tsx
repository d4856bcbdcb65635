import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function CartPage() {
  useDocumentTitle('Your cart');
  return (
    <PageHeading
      title="Your cart"
      lead="The products you have chosen, with quantities, delivery and your total before you check out."
    />
  );
}
