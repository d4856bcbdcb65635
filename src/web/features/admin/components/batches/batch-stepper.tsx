import { BATCH_STATUS_LABELS, BATCH_STEPS, type BatchDetail } from '@/domain/batches';
import { formatDateTime } from '../../admin-format';

/**
 * open → ordered → received → shipped, each step done showing who took it and when; a cancelled
 * batch says so instead.
 */
export function BatchStepper({ batch }: { batch: BatchDetail['batch'] }) {
  const reached = (step: string) => batch.events.find((event) => event.toStatus === step);
  const current = BATCH_STEPS.indexOf(batch.status as (typeof BATCH_STEPS)[number]);
  const cancelled = batch.events.find((event) => event.toStatus === 'cancelled');
  return (
    <div>
      <ol aria-label="Batch progress" className="grid gap-3 sm:grid-cols-4">
        {BATCH_STEPS.map((step, index) => {
          const event = reached(step);
          const done = event !== undefined && (cancelled === undefined || step === 'open');
          const isCurrent = index === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={
                'flex gap-3 rounded-card border p-4 sm:flex-col sm:gap-1 ' +
                (isCurrent
                  ? 'border-accent-700 bg-accent-50'
                  : done
                    ? 'border-sand bg-white'
                    : 'border-dashed border-sand bg-linen')
              }
            >
              <span
                aria-hidden="true"
                className={
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-medium ' +
                  (done ? 'bg-ink text-ivory' : 'border border-sand bg-white text-taupe')
                }
              >
                {done ? '✓' : index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium">
                  {BATCH_STATUS_LABELS[step]}
                  <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
                </p>
                {event && done ? (
                  <p className="text-sm break-words text-taupe">
                    {formatDateTime(event.at)}
                    <span className="block">{event.actor}</span>
                  </p>
                ) : (
                  <p className="text-sm text-taupe">Not yet</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {cancelled ? (
        <p className="mt-3 text-sm text-taupe">
          Cancelled {formatDateTime(cancelled.at)} by {cancelled.actor}; its orders went back to the
          orders waiting for a batch.
        </p>
      ) : null}
    </div>
  );
}
