import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/domain/money';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { partnersQuery } from '../../api/admin-partners';
import { AdminErrorState } from '../admin-error-state';
import { useAdminParams } from '../use-admin-params';
import { PartnerDetailView } from './partner-detail';
import { PartnersCsvButton } from './partners-csv-button';
import { PartnersTable } from './partners-table';

/**
 * /admin?tab=partners: approved salons with the orders their recommendations referred and the
 * commission they earned; `&partner=<salonId>` opens one salon's months and orders.
 */
export function PartnersPanel() {
  const { text, hrefWith } = useAdminParams();
  const salonId = text('partner');
  if (salonId) {
    return <PartnerDetailView salonId={salonId} backHref={hrefWith({ partner: undefined })} />;
  }
  return <PartnersOverview hrefFor={(id) => hrefWith({ partner: id })} />;
}

function PartnersOverview({ hrefFor }: { hrefFor: (salonId: string) => string }) {
  const query = useQuery(partnersQuery());
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-prose text-[0.9375rem] text-taupe">
          Salons earn their commission rate on the goods of orders their recommendations referred,
          once paid, counted in the month of payment. Open a salon to see its months, mark a month
          paid out or change its rate.
        </p>
        <PartnersCsvButton />
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading partners" text="Loading partners…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the partners"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <NoticePanel title="No partners yet">
          Partners appear here once approved salons refer orders: a salon shares a recommendation, a
          client orders through it, and the order earns the salon its commission.
        </NoticePanel>
      ) : (
        <>
          <p className="text-sm text-taupe" aria-live="polite">
            {query.data.items.length === 1 ? '1 partner' : `${query.data.items.length} partners`} ·{' '}
            {formatMoney(query.data.items.reduce((sum, item) => sum + item.commissionOpen, 0))} open
          </p>
          <PartnersTable partners={query.data.items} hrefFor={hrefFor} />
        </>
      )}
    </div>
  );
}
