import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { useDocumentTitle } from '@/web/lib/use-document-title';
// A named import, so only the version string ends up in this page's chunk.
import { version } from '@/../package.json';
import { healthQueryOptions } from '../api/get-health';
import { StoredState } from '../components/stored-state';

function ApiReachability() {
  const health = useQuery({ ...healthQueryOptions(), retry: false });
  if (health.isPending) return <Spinner label="Loading: checking the shop’s server" />;
  if (health.isError) {
    return (
      <span className="flex flex-col items-end gap-3 text-right">
        <span className="text-accent-700">
          Cannot be reached right now. Check your internet connection.
        </span>
        <Button
          variant="secondary"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          {health.isFetching ? 'Checking…' : 'Check again'}
        </Button>
      </span>
    );
  }
  return <span>Reachable ({Math.round(health.data.db.latencyMs)} ms to the database)</span>;
}

export function TroubleshootPage() {
  useDocumentTitle('Troubleshoot');
  return (
    <>
      <PageHeading
        title="Troubleshoot"
        lead="Something not working? Start here: the version of the shop you are running, whether our server can be reached, and what this browser keeps for the shop."
      />
      <section
        aria-label="Your connection"
        className="mx-auto max-w-content px-5 pb-section sm:px-8"
      >
        <dl className="max-w-prose divide-y divide-sand rounded-card border border-sand bg-white">
          <div className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-1 px-6 py-4">
            <dt className="text-taupe">App version</dt>
            <dd className="font-medium tabular-nums">{version}</dd>
          </div>
          <div className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-1 px-6 py-4">
            <dt className="text-taupe">Shop server</dt>
            <dd className="font-medium">
              <ApiReachability />
            </dd>
          </div>
          <StoredState />
        </dl>
        <p className="mt-6 max-w-prose text-[0.9375rem] text-taupe">
          Still not working?{' '}
          <Link to={paths.contact} className="text-accent-700 underline underline-offset-4">
            Contact us
          </Link>{' '}
          and mention the app version above.
        </p>
      </section>
    </>
  );
}
