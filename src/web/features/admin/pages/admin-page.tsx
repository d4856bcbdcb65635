import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function AdminPage() {
  useDocumentTitle('Admin');
  return (
    <PageHeading
      title="Admin"
      lead="Orders, hairdresser applications, products, drops, offers and settings for the Tress team."
    />
  );
}
