import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function GuestCheckoutPage() {
  useDocumentTitle('Guest checkout');
  return (
    <PageHeading
      title="Guest checkout"
      lead="Check out without an account: just your contact details, delivery and payment."
    />
  );
}
