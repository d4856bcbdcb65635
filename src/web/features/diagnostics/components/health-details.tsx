import type { AdminHealth, DatabaseDriver } from '@/domain/health';
import { Tooltip } from '@/web/components/ui/tooltip';
import type { Health } from '../api/get-health';

const DRIVER_NAMES: Record<DatabaseDriver, string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};

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
  const healthy = health.status === 'ok';
  const rows: { term: string; value: string; hint?: string }[] = [
    { term: 'Status', value: healthy ? 'Reachable' : health.status },
    {
      term: 'Latency',
      value: `${Math.round(health.db.latencyMs)} ms`,
      hint: 'How long one round trip from the server to the database took just now.',
    },
    ...(details
      ? [
          { term: 'Database', value: DRIVER_NAMES[details.driver] },
          { term: 'Migration', value: details.migration ?? 'None applied' },
        ]
      : []),
  ];
  return (
    <dl className="divide-y divide-sand rounded-card border border-sand bg-white">
      {rows.map((row) => (
        <div
          key={row.term}
          className="flex min-h-tap flex-wrap items-center justify-between gap-x-6 gap-y-1 px-6 py-4"
        >
          <dt className="flex items-center gap-2 text-taupe">
            {row.term}
            {row.hint ? (
              <Tooltip content={row.hint}>
                <button
                  type="button"
                  aria-label={`About ${row.term.toLowerCase()}`}
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
            {row.term === 'Status' ? (
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
