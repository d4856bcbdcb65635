import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function OrderPaymentPage() {
  useDocumentTitle('Pay for your order');
  return (
    <PageHeading
      title="Pay for your order"
      lead="A summary of your order and the payment step. If a payment is declined, you can try again here."
    />
  );
}
