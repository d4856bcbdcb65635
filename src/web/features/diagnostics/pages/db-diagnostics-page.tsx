import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { adminHealthQuery } from '../api/get-admin-health';
import { hasStoredSignIn } from '../api/get-data-health';
import { healthQueryOptions } from '../api/get-health';
import { DataChecks } from '../components/data-checks';
import { HealthDetails } from '../components/health-details';
import { diagnosticsMessages } from '../messages';

export function DbDiagnosticsPage() {
  const t = useT(diagnosticsMessages);
  useDocumentTitle(t('diagnostics.db.title'));
  const health = useQuery(healthQueryOptions());
  // Which database runs the shop, and its migration, only for a signed-in admin (issue 28).
  const [signedIn] = useState(hasStoredSignIn);
  const details = useQuery(adminHealthQuery(signedIn));
  return (
    <>
      <PageHeading title={t('diagnostics.db.title')} lead={t('diagnostics.db.lead')} />
      <section
        aria-label={t('diagnostics.db.region')}
        className="mx-auto max-w-content px-5 pb-section sm:px-8"
      >
        <div className="max-w-prose">
          {health.isPending ? (
            <Spinner label={t('diagnostics.db.loading')} text={t('diagnostics.db.loading-text')} />
          ) : null}
          {health.isError ? (
            <div role="alert" className="rounded-card border border-accent-200 bg-accent-50 p-6">
              <p className="font-medium text-ink">{t('diagnostics.db.error')}</p>
              <p className="mt-1 text-[0.9375rem] text-taupe">{health.error.message}</p>
            </div>
          ) : null}
          {health.isSuccess ? (
            <HealthDetails health={health.data} details={details.data?.db} />
          ) : null}
          {!health.isPending ? (
            <Button
              variant="secondary"
              className="mt-6"
              onClick={() => {
                void health.refetch();
                if (signedIn) void details.refetch();
              }}
              disabled={health.isFetching}
            >
              {health.isFetching ? t('diagnostics.checking') : t('diagnostics.check-again')}
            </Button>
          ) : null}
        </div>
        <DataChecks />
      </section>
    </>
  );
}
