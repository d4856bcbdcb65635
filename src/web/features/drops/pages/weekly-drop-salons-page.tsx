import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { formatDropMoment } from '../drop-moments';
import { DropListToggle } from '../components/drop-list-toggle';
import { DropShowcase, NoDrop } from '../components/drop-showcase';
import { useWeeklyDrop } from '../use-weekly-drop';

const LEAD = 'The weekly drop for partner salons: limited units at business drop prices.';

/** For everyone but a salon session: what the salons' drop is and how to take part. */
function SalonsDropInvitation() {
  const { query } = useWeeklyDrop('salons');
  const drop = query.data?.drop ?? null;
  return (
    <>
      <PageHeading eyebrow="For partner salons" title="Weekly drop for salons" lead={LEAD} />
      <div className="mx-auto grid max-w-content gap-8 px-5 pb-section sm:px-8 md:grid-cols-2">
        <section className="rounded-card bg-linen px-6 py-8 sm:px-10 sm:py-10">
          <h2 className="text-heading font-medium">What it is</h2>
          <p className="mt-3 text-[0.9375rem] text-taupe">
            Every week approved partner salons get their own drop: professional hair and salon
            essentials in limited units, at business prices below the usual ones. Salons shop it
            through their salon link, and can join the list to hear when each drop opens.
          </p>
          <h2 className="mt-8 text-heading font-medium">How to take part</h2>
          <p className="mt-3 text-[0.9375rem] text-taupe">
            Become a partner salon: apply in a few minutes, and once approved you receive your salon
            link with business prices across the shop.
          </p>
          <Link to={paths.hairdresser} className={buttonClasses('primary', 'mt-6')}>
            Become a partner salon
          </Link>
        </section>
        {drop ? (
          <section className="rounded-card border border-sand bg-white px-6 py-8 sm:px-10 sm:py-10">
            <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
              {drop.status === 'live'
                ? 'This week'
                : drop.status === 'upcoming'
                  ? 'Coming up'
                  : 'Last drop'}
            </p>
            <h2 className="mt-3 text-heading font-medium">{drop.title}</h2>
            <dl className="mt-4 grid gap-2 text-[0.9375rem]">
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-taupe">Opens</dt>
                <dd className="text-ink">{formatDropMoment(drop.startsAt)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-taupe">Closes</dt>
                <dd className="text-ink">{formatDropMoment(drop.endsAt)}</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-taupe">
              Its items and prices show to partner salons shopping through their salon link.
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}

export function WeeklyDropSalonsPage() {
  useDocumentTitle('Weekly drop for salons');
  const { accessType } = useShopper();
  if (accessType !== 'salon') return <SalonsDropInvitation />;
  return (
    <DropShowcase
      audience="salons"
      eyebrow="Weekly drop for salons"
      lead="Limited units for partner salons at business drop prices, for as long as they last."
      empty={(next) => (
        <NoDrop title="There is no salons’ drop right now" next={next}>
          <p>Each week partner salons get their own drop at business prices.</p>
        </NoDrop>
      )}
    >
      {(answer) => <DropListToggle member={answer.listMember === true} />}
    </DropShowcase>
  );
}
