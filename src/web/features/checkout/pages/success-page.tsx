import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function SuccessPage() {
  useDocumentTitle('Thank you');
  return (
    <PageHeading
      title="Thank you for your order"
      lead="Your order confirmation and its order number. A copy is sent to your email."
    />
  );
}
