import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
// A named import, so only the version string ends up in this page's chunk.
import { version } from '@/../package.json';
import { healthQueryOptions } from '../api/get-health';
import { StoredState } from '../components/stored-state';
import { diagnosticsMessages } from '../messages';

const MARK = '\u0001';

function ApiReachability() {
  const t = useT(diagnosticsMessages);
  const format = useFormat();
  const health = useQuery({ ...healthQueryOptions(), retry: false });
  if (health.isPending) return <Spinner label={t('diagnostics.troubleshoot.checking')} />;
  if (health.isError) {
    return (
      <span className="flex flex-col items-end gap-3 text-right">
        <span className="text-accent-700">{t('diagnostics.troubleshoot.unreachable')}</span>
        <Button
          variant="secondary"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          {health.isFetching ? t('diagnostics.checking') : t('diagnostics.check-again')}
        </Button>
      </span>
    );
  }
  return (
    <span>
      {t('diagnostics.troubleshoot.reachable', {
        ms: format.number(Math.round(health.data.db.latencyMs)),
      })}
    </span>
  );
}

export function TroubleshootPage() {
  const t = useT(diagnosticsMessages);
  useDocumentTitle(t('diagnostics.troubleshoot.title'));
  // The contact link stands where the language's sentence puts it.
  const still = t('diagnostics.troubleshoot.still', { link: MARK }).split(MARK);
  return (
    <>
      <PageHeading
        title={t('diagnostics.troubleshoot.title')}
        lead={t('diagnostics.troubleshoot.lead')}
      />
      <section
        aria-label={t('diagnostics.troubleshoot.region')}
        className="mx-auto max-w-content px-5 pb-section sm:px-8"
      >
        <dl className="max-w-prose divide-y divide-sand rounded-card border border-sand bg-white">
          <div className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-1 px-6 py-4">
            <dt className="text-taupe">{t('diagnostics.troubleshoot.version')}</dt>
            <dd className="font-medium tabular-nums">{version}</dd>
          </div>
          <div className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-1 px-6 py-4">
            <dt className="text-taupe">{t('diagnostics.troubleshoot.server')}</dt>
            <dd className="font-medium">
              <ApiReachability />
            </dd>
          </div>
          <StoredState />
        </dl>
        <p className="mt-6 max-w-prose text-[0.9375rem] text-taupe">
          {still.map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? (
                <Link to={paths.contact} className="text-accent-700 underline underline-offset-4">
                  {t('diagnostics.troubleshoot.contact')}
                </Link>
              ) : null}
              {part}
            </Fragment>
          ))}
        </p>
      </section>
    </>
  );
}
