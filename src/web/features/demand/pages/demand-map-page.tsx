import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function DemandMapPage() {
  useDocumentTitle('Demand map');
  return (
    <PageHeading
      title="Demand map"
      lead="Where in the Netherlands and Belgium people are asking for Tress. Register interest for your city."
    />
  );
}
