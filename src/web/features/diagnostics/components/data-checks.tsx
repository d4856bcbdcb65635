import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { ApiError } from '@/web/lib/api-client';
import { dataHealthQuery, hasStoredSignIn } from '../api/get-data-health';
import { diagnosticsMessages } from '../messages';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** The admin's data checks (GET /api/salons/health); others see how to become one who can. */
export function DataChecks() {
  const t = useT(diagnosticsMessages);
  const format = useFormat();
  const [signedIn] = useState(hasStoredSignIn);
  const checks = useQuery(dataHealthQuery(signedIn));
  const denied =
    checks.error instanceof ApiError &&
    (checks.error.status === 401 || checks.error.status === 403);

  return (
    <section aria-labelledby="data-checks-title" className="mt-12 max-w-prose">
      <h2 id="data-checks-title" className="text-heading font-medium">
        {t('diagnostics.checks.title')}
      </h2>
      {!signedIn || denied ? (
        <p className="mt-3 text-[0.9375rem] text-taupe">
          {checks.error instanceof ApiError && checks.error.status === 403
            ? t('diagnostics.checks.not-admin')
            : t('diagnostics.checks.admins-only')}{' '}
          <Link
            to={paths.login}
            state={{ from: paths.dbDiagnostics }}
            className="text-accent-700 underline underline-offset-4"
          >
            {t('diagnostics.checks.sign-in')}
          </Link>
        </p>
      ) : checks.isPending ? (
        <div className="mt-4">
          <Spinner
            label={t('diagnostics.checks.loading')}
            text={t('diagnostics.checks.loading-text')}
          />
        </div>
      ) : checks.isError ? (
        <div role="alert" className="mt-4 rounded-card border border-accent-200 bg-accent-50 p-6">
          <p className="font-medium text-ink">{t('diagnostics.checks.error')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void checks.refetch()}>
            {t('diagnostics.checks.try-again')}
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-taupe">
            {t('diagnostics.checks.checked', { when: format.date(checks.data.checkedAt, WHEN) })}
          </p>
          <ul className="mt-4 divide-y divide-sand rounded-card border border-sand bg-white">
            {checks.data.checks.map((check) => (
              <li key={check.id} className="px-6 py-4">
                <div className="flex items-start justify-between gap-4">
                  <div>
                    <p className="font-medium text-ink">{check.title}</p>
                    <p className="mt-0.5 text-sm text-taupe">{check.about}</p>
                  </div>
                  <span
                    className={
                      'shrink-0 rounded-full px-3 py-1 text-sm font-medium tabular-nums ' +
                      (check.count === 0 ? 'bg-linen text-taupe' : 'bg-accent-700 text-white')
                    }
                  >
                    {check.count === 0 ? t('diagnostics.none') : format.number(check.count)}
                  </span>
                </div>
                {check.examples.length > 0 ? (
                  <ul
                    aria-label={t('diagnostics.checks.examples', {
                      title: check.title.toLowerCase(),
                    })}
                    className="mt-3 flex flex-col gap-1 text-sm"
                  >
                    {check.examples.map((example) => (
                      <li key={example.id} className="break-words text-ink">
                        {example.label}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => void checks.refetch()}
            disabled={checks.isFetching}
          >
            {checks.isFetching ? t('diagnostics.checking') : t('diagnostics.checks.again')}
          </Button>
        </>
      )}
    </section>
  );
}
