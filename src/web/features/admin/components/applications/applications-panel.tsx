import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HAIRDRESSER_STATUS_FILTERS } from '@/domain/salons';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Spinner } from '@/web/components/ui/spinner';
import { applicationsQuery } from '../../api/admin-applications';
import type { ApplicationStatus } from '../../api/admin-keys';
import { AdminErrorState } from '../admin-error-state';
import { useAdminParams } from '../use-admin-params';
import { ApplicationCard } from './application-card';

const FILTER_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

const EMPTY: Record<ApplicationStatus, string> = {
  pending: 'No applications are waiting. New ones from /hairdresser-onboarding show up here.',
  approved: 'No salon has been approved yet.',
  rejected: 'No application has been rejected.',
  all: 'No salon has applied yet.',
};

export function ApplicationsPanel() {
  const { text, hrefWith } = useAdminParams();
  const status = HAIRDRESSER_STATUS_FILTERS.find((value) => value === text('status')) ?? 'pending';
  const query = useQuery(applicationsQuery(status));

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Application status">
        <ul className="flex flex-wrap gap-2">
          {HAIRDRESSER_STATUS_FILTERS.map((value) => (
            <li key={value}>
              <Link
                to={hrefWith({ status: value === 'pending' ? undefined : value })}
                aria-current={value === status ? 'page' : undefined}
                className={
                  'inline-flex min-h-tap items-center rounded-full border px-4 text-sm font-medium ' +
                  (value === status
                    ? 'border-ink bg-ink text-ivory'
                    : 'border-sand bg-white text-ink hover:border-taupe/50')
                }
              >
                {FILTER_LABELS[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading applications" text="Loading applications…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the applications"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <NoticePanel title="Nothing here">{EMPTY[status]}</NoticePanel>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
