import { useId } from 'react';
import { useT } from '@/web/i18n/use-t';
import { useDropListMembership } from '../api/drop-list';
import { dropsMessages } from '../messages';

/** A salon joins or leaves the weekly-drop list: a mail when each new salons' drop opens. */
export function DropListToggle({ member }: { member: boolean }) {
  const t = useT(dropsMessages);
  const mutation = useDropListMembership();
  const labelId = useId();
  const hintId = useId();
  const shown = mutation.isPending ? mutation.variables : member;
  return (
    <section className="mx-auto max-w-content px-5 pt-8 sm:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-sand bg-white px-6 py-5">
        <div>
          <p id={labelId} className="font-medium text-ink">
            {t('drops.list.label')}
          </p>
          <p id={hintId} className="mt-1 text-sm text-taupe">
            {t('drops.list.hint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={shown}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(!member)}
          className={
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ' +
            (shown ? 'bg-accent-700' : 'bg-sand')
          }
        >
          <span
            aria-hidden="true"
            className={
              'inline-block size-6 rounded-full bg-white shadow-soft transition-transform ' +
              (shown ? 'translate-x-7' : 'translate-x-1')
            }
          />
        </button>
        {mutation.isError ? (
          <p role="alert" className="basis-full text-sm text-accent-800">
            {t('drops.list.failed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
