import { Link } from 'react-router';
import type { AuditEntry } from '@/domain/admin-accounts';
import { formatDateTime } from '../../admin-format';
import { actionLabel, changeText, targetHref, targetText } from './audit-format';

/** The log's rows, newest first as the server answers them. */
export function ActivityList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol
      aria-label="Activity"
      className="divide-y divide-sand overflow-hidden rounded-card border border-sand bg-white"
    >
      {entries.map((entry) => (
        <li key={entry.id}>
          <ActivityRow entry={entry} />
        </li>
      ))}
    </ol>
  );
}

function ActivityRow({ entry }: { entry: AuditEntry }) {
  const target = targetText(entry);
  const href = targetHref(entry);
  return (
    <article
      aria-label={`${actionLabel(entry.action)}, ${formatDateTime(entry.at)}`}
      className="grid gap-x-6 gap-y-2 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="font-medium" title={entry.action}>
            {actionLabel(entry.action)}
          </span>
          {target ? (
            href ? (
              <Link to={href} className="text-accent-700 underline-offset-4 hover:underline">
                {target}
              </Link>
            ) : (
              <span className="text-taupe">{target}</span>
            )
          ) : null}
        </p>
        <p className="mt-0.5 truncate text-sm text-taupe">
          <span className="sr-only">By </span>
          {entry.actorEmail}
        </p>
        {entry.changes.length > 0 ? (
          <ul aria-label="Changes" className="mt-2 flex flex-col gap-1 text-sm">
            {entry.changes.map((change, index) => (
              <li key={`${change.field}-${index}`} className="break-words">
                {changeText(change)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <time
        dateTime={entry.at}
        className="order-first text-sm whitespace-nowrap text-taupe tabular-nums sm:order-none sm:text-right"
      >
        {formatDateTime(entry.at)}
      </time>
    </article>
  );
}
