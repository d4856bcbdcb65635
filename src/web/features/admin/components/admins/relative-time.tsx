import { formatDateTime } from '../../admin-format';
import { formatRelative } from './admins-format';

/** A time as the admin reads it at a glance ("2 hours ago"), the exact time on hover. */
export function RelativeTime({ iso }: { iso: string }) {
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={exact}>
      {formatRelative(iso)}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
}
