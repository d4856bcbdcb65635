import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { DropShowcase, NoDrop } from '../components/drop-showcase';
import { dropsMessages } from '../messages';

export function WeeklyDropPage() {
  const t = useT(dropsMessages);
  useDocumentTitle(t('drops.public.title'));
  return (
    <DropShowcase
      audience="public"
      eyebrow={t('drops.public.title')}
      lead={t('drops.public.lead')}
      empty={(next) => (
        <NoDrop title={t('drops.public.empty')} next={next}>
          <p>{t('drops.public.empty-text')}</p>
        </NoDrop>
      )}
    />
  );
}
