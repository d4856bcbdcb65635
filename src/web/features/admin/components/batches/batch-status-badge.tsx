import { BATCH_STATUS_LABELS, type BatchStatus } from '@/domain/batches';
import { batchStatusTone } from './batch-format';

export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${batchStatusTone(status)}`}
    >
      {BATCH_STATUS_LABELS[status]}
    </span>
  );
}
