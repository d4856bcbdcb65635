import { useQuery } from '@tanstack/react-query';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Pagination } from '@/web/components/ui/pagination';
import { Spinner } from '@/web/components/ui/spinner';
import { auditQuery, type AuditFilters } from '../../api/admin-audit';
import { AdminErrorState } from '../admin-error-state';
import { useAdminParams } from '../use-admin-params';
import { ActivityFiltersForm } from './activity-filters';
import { ActivityList } from './activity-list';

/** /admin?tab=activity: the audit log, filtered and paged in the URL like the other lists. */
export function ActivityPanel() {
  const { text, page, hrefWith, update } = useAdminParams();
  const filters: AuditFilters = {
    actor: text('actor'),
    action: text('action'),
    target: text('target'),
    from: text('from'),
    to: text('to'),
    page,
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-[0.9375rem] text-taupe">
        Every change made in the admin, who made it and when, newest first; sign-ins and second
        factors too. Days are whole days in UTC.
      </p>
      {/* Keyed by the URL's filters so Back/Forward shows them in the form too. */}
      <ActivityFiltersForm
        key={JSON.stringify({ ...filters, page: 0 })}
        filters={filters}
        onApply={(next) => update({ ...next, page: undefined })}
      />
      <ActivityResult filters={filters} hrefWith={hrefWith} />
    </div>
  );
}

function ActivityResult({
  filters,
  hrefWith,
}: {
  filters: AuditFilters;
  hrefWith: (changes: Record<string, string | number | undefined>) => string;
}) {
  const query = useQuery(auditQuery(filters));
  const filtered = Boolean(
    filters.actor || filters.action || filters.target || filters.from || filters.to,
  );
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the activity" text="Loading the activity…" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <AdminErrorState
        error={query.error}
        what="the activity"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, total, pageSize } = query.data;
  if (items.length === 0) {
    return (
      <NoticePanel title={filtered ? 'Nothing matches these filters' : 'No activity yet'}>
        {filtered
          ? 'Try another person, action or target, or a wider range of days.'
          : 'Changes made in the admin show up here, with who made them.'}
      </NoticePanel>
    );
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <div aria-busy={query.isFetching} className={query.isFetching ? 'opacity-70' : ''}>
        <p className="mb-3 text-sm text-taupe" aria-live="polite">
          {total === 1 ? '1 change' : `${total} changes`}
        </p>
        <ActivityList entries={items} />
      </div>
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        hrefFor={(target) => hrefWith({ page: target === 1 ? undefined : target })}
        label="Activity pages"
      />
    </>
  );
}
