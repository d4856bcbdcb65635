import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@/domain/money';
import type { PartnerDetail } from '@/domain/partners';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { isNotFound } from '@/web/lib/api-client';
import { partnerQuery } from '../../api/admin-partners';
import { AdminErrorState } from '../admin-error-state';
import { PartnerMonths } from './partner-months';
import { PartnerRateForm } from './partner-rate-form';
import { ReferredOrders } from './referred-orders';

function PartnerSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const id = `partner-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-card border border-sand bg-white p-5 sm:p-6">
      <h4 id={id} className="text-sm font-medium tracking-[0.08em] text-taupe uppercase">
        {title}
      </h4>
      {lead ? <p className="mt-1 text-sm text-taupe">{lead}</p> : null}
      <div className="mt-4 text-[0.9375rem]">{children}</div>
    </section>
  );
}

/** One partner: its figures, its rate, its months (each paid out once over) and its orders. */
export function PartnerDetailView({ salonId, backHref }: { salonId: string; backHref: string }) {
  const query = useQuery(partnerQuery(salonId));
  const back = (
    <Link
      to={backHref}
      className="inline-flex min-h-tap items-center gap-1.5 self-start text-[0.9375rem] font-medium text-accent-700 hover:underline"
    >
      <span aria-hidden="true">←</span> All partners
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="flex flex-col">
        {back}
        <div className="flex justify-center py-16">
          <Spinner label="Loading the partner" text="Loading the partner…" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        {isNotFound(query.error) ? (
          <NoticePanel title="No such partner">
            Only approved salons are partners. The link may be wrong, or the salon is no longer
            approved.
          </NoticePanel>
        ) : (
          <AdminErrorState
            error={query.error}
            what="this partner"
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      <PartnerBody detail={query.data} />
    </div>
  );
}

function PartnerBody({ detail }: { detail: PartnerDetail }) {
  const { partner } = detail;
  const heading = useRef<HTMLHeadingElement>(null);
  // The list gave way to this salon: a screen reader starts reading at its name.
  useEffect(() => heading.current?.focus(), []);
  const figures: [string, string][] = [
    ['Recommendations', String(partner.recommendations)],
    ['Referred orders', String(partner.referredOrders)],
    ['Referred revenue', formatMoney(partner.referredRevenue)],
    ['Earned', formatMoney(partner.commissionEarned)],
    ['Paid', formatMoney(partner.commissionPaid)],
    ['Open', formatMoney(partner.commissionOpen)],
  ];
  return (
    <>
      <div>
        <h3
          ref={heading}
          tabIndex={-1}
          className="font-display text-heading font-medium focus:outline-none"
        >
          {partner.salonName}
        </h3>
        <p className="text-sm text-taupe">{partner.city}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-card border border-sand bg-white px-4 py-3">
            <dt className="text-sm text-taupe">{label}</dt>
            <dd className="mt-1 font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <PartnerSection
        title="Commission rate"
        lead="Applies to orders placed from now on; orders already placed keep the rate they had."
      >
        <PartnerRateForm partner={partner} />
      </PartnerSection>
      <PartnerSection
        title="Months"
        lead="Each Amsterdam calendar month counts the referred orders paid in it. Once a month is over it can be marked paid out; its amount is then frozen."
      >
        <PartnerMonths partner={partner} />
      </PartnerSection>
      <PartnerSection
        title="Referred orders"
        lead="Every order placed through this salon's recommendations, newest first."
      >
        <ReferredOrders orders={detail.orders} />
      </PartnerSection>
    </>
  );
}
