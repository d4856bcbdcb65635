import type { AdminHealth, DatabaseDriver } from '@/domain/health';
import { Tooltip } from '@/web/components/ui/tooltip';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import type { Health } from '../api/get-health';
import { diagnosticsMessages } from '../messages';

/**
 * Whether the shop's data is reachable and how quickly, for anyone; `details` (a signed-in
 * admin's GET /api/admin/health) adds which database runs it and its newest migration.
 */
export function HealthDetails({
  health,
  details,
}: {
  health: Health;
  details?: AdminHealth['db'] | undefined;
}) {
  const t = useT(diagnosticsMessages);
  const format = useFormat();
  const healthy = health.status === 'ok';
  const driverNames: Record<DatabaseDriver, string> = {
    pglite: t('diagnostics.health.pglite'),
    postgres: 'PostgreSQL',
  };
  const rows: { key: string; term: string; value: string; hint?: string }[] = [
    {
      key: 'status',
      term: t('diagnostics.health.status'),
      value: healthy ? t('diagnostics.reachable') : health.status,
    },
    {
      key: 'latency',
      term: t('diagnostics.health.latency'),
      value: t('diagnostics.ms', { ms: format.number(Math.round(health.db.latencyMs)) }),
      hint: t('diagnostics.health.latency-hint'),
    },
    ...(details
      ? [
          {
            key: 'database',
            term: t('diagnostics.health.database'),
            value: driverNames[details.driver],
          },
          {
            key: 'migration',
            term: t('diagnostics.health.migration'),
            value: details.migration ?? t('diagnostics.health.no-migration'),
          },
        ]
      : []),
  ];
  return (
    <dl className="divide-y divide-sand rounded-card border border-sand bg-white">
      {rows.map((row) => (
        <div
          key={row.key}
          className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-1 px-6 py-4"
        >
          <dt className="flex items-center gap-2 text-taupe">
            {row.term}
            {row.hint ? (
              <Tooltip content={row.hint}>
                <button
                  type="button"
                  aria-label={t('diagnostics.health.about', { term: row.term.toLowerCase() })}
                  className="-my-2 inline-flex size-tap items-center justify-center rounded-full text-taupe hover:bg-linen hover:text-ink"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                  >
                    <circle cx="10" cy="10" r="7.5" />
                    <path d="M10 9v4.5M10 6.5v.01" strokeLinecap="round" />
                  </svg>
                </button>
              </Tooltip>
            ) : null}
          </dt>
          <dd className="font-medium text-ink tabular-nums">
            {row.key === 'status' ? (
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`size-2.5 rounded-full ${healthy ? 'bg-accent-500' : 'bg-taupe'}`}
                />
                {row.value}
              </span>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
