import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <PageHeading
      title="Checkout"
      lead="Your contact details, how you would like it delivered and how you would like to pay. No account needed."
    />
  );
}
