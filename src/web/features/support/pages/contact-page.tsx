import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <PageHeading title="Contact us" lead="Send us a message and our team will answer by email." />
  );
}
