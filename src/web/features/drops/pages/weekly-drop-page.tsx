import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export function WeeklyDropPage() {
  useDocumentTitle('Weekly drop');
  return (
    <PageHeading
      title="Weekly drop"
      lead="A small run of products at a drop price, new every week, for as long as the units last."
    />
  );
}
