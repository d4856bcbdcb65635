import { useDocumentTitle } from '@/web/lib/use-document-title';
import { DropShowcase, NoDrop } from '../components/drop-showcase';

export function WeeklyDropPage() {
  useDocumentTitle('Weekly drop');
  return (
    <DropShowcase
      audience="public"
      eyebrow="Weekly drop"
      lead="A small run of hair at a drop price, new every week, for as long as the units last."
      empty={(next) => (
        <NoDrop title="There is no drop right now" next={next}>
          <p>Every week a small run of hair at a drop price, for as long as the units last.</p>
        </NoDrop>
      )}
    />
  );
}
