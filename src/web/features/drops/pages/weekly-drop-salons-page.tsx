import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useDropMoment } from '../drop-moments';
import { DropListToggle } from '../components/drop-list-toggle';
import { DropShowcase, NoDrop } from '../components/drop-showcase';
import { dropsMessages } from '../messages';
import { useWeeklyDrop } from '../use-weekly-drop';

/** For everyone but a salon session: what the salons' drop is and how to take part. */
function SalonsDropInvitation() {
  const t = useT(dropsMessages);
  const moment = useDropMoment();
  const { query } = useWeeklyDrop('salons');
  const drop = query.data?.drop ?? null;
  return (
    <>
      <PageHeading
        eyebrow={t('drops.salons.eyebrow')}
        title={t('drops.salons.title')}
        lead={t('drops.salons.invite-lead')}
      />
      <div className="mx-auto grid max-w-content gap-8 px-5 pb-section sm:px-8 md:grid-cols-2">
        <section className="rounded-card bg-linen px-6 py-8 sm:px-10 sm:py-10">
          <h2 className="text-heading font-medium">{t('drops.salons.what')}</h2>
          <p className="mt-3 text-[0.9375rem] text-taupe">{t('drops.salons.what-text')}</p>
          <h2 className="mt-8 text-heading font-medium">{t('drops.salons.how')}</h2>
          <p className="mt-3 text-[0.9375rem] text-taupe">{t('drops.salons.how-text')}</p>
          <Link to={paths.hairdresser} className={buttonClasses('primary', 'mt-6')}>
            {t('drops.salons.become')}
          </Link>
        </section>
        {drop ? (
          <section className="rounded-card border border-sand bg-white px-6 py-8 sm:px-10 sm:py-10">
            <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
              {drop.status === 'live'
                ? t('drops.salons.live')
                : drop.status === 'upcoming'
                  ? t('drops.salons.upcoming')
                  : t('drops.salons.ended')}
            </p>
            <h2 className="mt-3 text-heading font-medium">{drop.title}</h2>
            <dl className="mt-4 grid gap-2 text-[0.9375rem]">
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-taupe">{t('drops.salons.opens')}</dt>
                <dd className="text-ink">{moment(drop.startsAt)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-taupe">{t('drops.salons.closes')}</dt>
                <dd className="text-ink">{moment(drop.endsAt)}</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-taupe">{t('drops.salons.items-note')}</p>
          </section>
        ) : null}
      </div>
    </>
  );
}

export function WeeklyDropSalonsPage() {
  const t = useT(dropsMessages);
  useDocumentTitle(t('drops.salons.title'));
  const { accessType } = useShopper();
  if (accessType !== 'salon') return <SalonsDropInvitation />;
  return (
    <DropShowcase
      audience="salons"
      eyebrow={t('drops.salons.title')}
      lead={t('drops.salons.lead')}
      empty={(next) => (
        <NoDrop title={t('drops.salons.empty')} next={next}>
          <p>{t('drops.salons.empty-text')}</p>
        </NoDrop>
      )}
    >
      {(answer) => <DropListToggle member={answer.listMember === true} />}
    </DropShowcase>
  );
}
