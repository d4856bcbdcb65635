import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DropAudience, DropView, WeeklyDropAnswer } from '@/domain/drops';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/use-t';
import { useDropMoment } from '../drop-moments';
import { dropsMessages } from '../messages';
import { useStockAnnouncement } from '../use-stock-announcement';
import { useWeeklyDrop } from '../use-weekly-drop';
import { DropCountdown, useCountdown } from './drop-countdown';
import { DropItemCard } from './drop-item-card';

const STATUS_TEXT = {
  live: 'drops.status.live',
  upcoming: 'drops.status.upcoming',
  ended: 'drops.status.ended',
} as const;

function StatusPill({ status }: { status: DropView['status'] }) {
  const t = useT(dropsMessages);
  return (
    <span
      className={
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-medium tracking-wide ' +
        (status === 'live' ? 'bg-accent-700 text-white' : 'bg-white text-ink')
      }
    >
      {status === 'live' ? (
        <span
          aria-hidden="true"
          className="size-1.5 rounded-full bg-white motion-safe:animate-pulse"
        />
      ) : null}
      {t(STATUS_TEXT[status])}
    </span>
  );
}

function NextDrop({ next }: { next: NonNullable<WeeklyDropAnswer['next']> }) {
  const t = useT(dropsMessages);
  const moment = useDropMoment();
  return (
    <div>
      <p className="text-[0.9375rem] text-ink">
        {t('drops.next.title')} <span className="font-medium">{next.title}</span>
      </p>
      <p className="mt-1 text-sm text-taupe">
        {t('drops.next.opens', { moment: moment(next.startsAt) })}
      </p>
      <div className="mt-4">
        <DropCountdown label={t('drops.countdown.opens')} deadline={next.startsAt} size="small" />
      </div>
    </div>
  );
}

function DropHero({
  eyebrow,
  drop,
  next,
  lead,
}: {
  eyebrow: string;
  drop: DropView;
  next: WeeklyDropAnswer['next'];
  lead: string;
}) {
  const t = useT(dropsMessages);
  const moment = useDropMoment();
  return (
    <section className="mx-auto max-w-content px-5 pt-8 sm:px-8 sm:pt-12">
      <div className="grid gap-8 rounded-card bg-linen px-6 py-10 sm:px-10 sm:py-14 md:grid-cols-[1.35fr_1fr] md:items-end md:gap-12">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
              {eyebrow}
            </p>
            <StatusPill status={drop.status} />
          </div>
          <h1 className="mt-4 text-display font-medium text-balance">{drop.title}</h1>
          <p className="mt-5 max-w-prose text-lead text-taupe">{lead}</p>
        </div>
        <div className="rounded-card bg-white p-6 shadow-soft sm:p-8">
          {drop.status === 'ended' ? (
            <>
              <p className="text-heading font-medium text-ink">{t('drops.hero.ended')}</p>
              <p className="mt-1 text-sm text-taupe">
                {t('drops.hero.closed', { moment: moment(drop.endsAt) })}
              </p>
              {next ? (
                <div className="mt-6 border-t border-sand pt-6">
                  <NextDrop next={next} />
                </div>
              ) : null}
            </>
          ) : (
            <>
              <DropCountdown
                label={
                  drop.status === 'live' ? t('drops.countdown.ends') : t('drops.countdown.opens')
                }
                deadline={drop.status === 'live' ? drop.endsAt : drop.startsAt}
              />
              <p className="mt-3 text-sm text-taupe">
                {drop.status === 'live'
                  ? t('drops.hero.until', { moment: moment(drop.endsAt) })
                  : t('drops.hero.from-until', {
                      start: moment(drop.startsAt),
                      end: moment(drop.endsAt),
                    })}
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function DropItems({
  drop,
  onUnitsLeft,
}: {
  drop: DropView;
  onUnitsLeft: (itemId: number, unitsLeft: number) => void;
}) {
  const t = useT(dropsMessages);
  const titleId = useId();
  const announcement = useStockAnnouncement(drop.items);
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto max-w-content px-5 pt-12 pb-section sm:px-8 sm:pt-16"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={titleId} className="text-heading font-medium">
          {t('drops.items.title')}
        </h2>
        <p className="text-sm text-taupe">{t('drops.items.held')}</p>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ul className="mt-8 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {drop.items.map((item, index) => (
          <li key={item.id}>
            <DropItemCard item={item} drop={drop} eager={index < 3} onUnitsLeft={onUnitsLeft} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DropSkeleton() {
  const t = useT(dropsMessages);
  return (
    <div className="mx-auto max-w-content px-5 pt-8 sm:px-8 sm:pt-12">
      <div className="flex min-h-[22rem] items-center justify-center rounded-card bg-linen">
        <Spinner label={t('drops.loading')} />
      </div>
      <div aria-hidden="true" className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((slot) => (
          <div key={slot} className="aspect-square rounded-card bg-linen/70" />
        ))}
      </div>
    </div>
  );
}

interface DropShowcaseProps {
  audience: DropAudience;
  eyebrow: string;
  lead: string;
  /** What the page shows when there is no drop (its h1 included). */
  empty: (next: WeeklyDropAnswer['next']) => ReactNode;
  /** Beneath the hero: e.g. the salons' weekly-drop list toggle. */
  children?: (answer: WeeklyDropAnswer) => ReactNode;
}

/** A drop with its hero and items, kept live, with its loading, error, empty and ended states. */
export function DropShowcase({ audience, eyebrow, lead, empty, children }: DropShowcaseProps) {
  const t = useT(dropsMessages);
  const { query, setUnitsLeft, refresh } = useWeeklyDrop(audience);
  const drop = query.data?.drop ?? null;
  // When the countdown reaches 0 the drop opens or closes: the server says which.
  const deadline =
    drop?.status === 'live' ? drop.endsAt : drop?.status === 'upcoming' ? drop.startsAt : null;
  const over = useCountdown(deadline) === 0 && deadline !== null;
  useEffect(() => {
    if (over) refresh();
  }, [over, refresh]);

  if (query.isPending) return <DropSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-content px-5 py-12 sm:px-8 sm:py-16">
        <NoticePanel
          tone="alert"
          headingLevel={1}
          title={t('drops.error.title')}
          actions={<Button onClick={() => void query.refetch()}>{t('drops.retry')}</Button>}
        >
          <p>{t('drops.error.text')}</p>
        </NoticePanel>
      </div>
    );
  }
  const answer = query.data;
  if (!answer.drop) return <>{empty(answer.next)}</>;
  return (
    <>
      <DropHero eyebrow={eyebrow} drop={answer.drop} next={answer.next} lead={lead} />
      {children?.(answer)}
      {answer.drop.itemsVisible && answer.drop.items.length > 0 ? (
        <DropItems drop={answer.drop} onUnitsLeft={setUnitsLeft} />
      ) : null}
    </>
  );
}

/** The designed "no drop right now" state, with the next drop when one is planned. */
export function NoDrop({
  title,
  next,
  children,
}: {
  title: string;
  next: WeeklyDropAnswer['next'];
  children?: ReactNode;
}) {
  const t = useT(dropsMessages);
  return (
    <div className="mx-auto max-w-content px-5 py-12 sm:px-8 sm:py-16">
      <NoticePanel
        headingLevel={1}
        title={title}
        actions={
          <Link to={paths.shop} className={buttonClasses('secondary')}>
            {t('drops.empty.shop')}
          </Link>
        }
      >
        {children}
        {next ? (
          <div className="mx-auto mt-6 flex max-w-xs flex-col items-center rounded-card bg-white p-6 shadow-soft">
            <NextDrop next={next} />
          </div>
        ) : (
          <p className="mt-2">{t('drops.empty.preparing')}</p>
        )}
      </NoticePanel>
    </div>
  );
}
