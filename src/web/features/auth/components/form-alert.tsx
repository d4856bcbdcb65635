import type { ReactNode } from 'react';

/** A message above a form, announced at once: an error, or (tone "done") good news. */
export function FormAlert({
  title,
  children,
  tone = 'error',
}: {
  title: string;
  children?: ReactNode;
  tone?: 'error' | 'done';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        'rounded-field border px-4 py-3 text-[0.9375rem] text-ink ' +
        (tone === 'error' ? 'border-accent-200 bg-accent-50' : 'border-sand bg-linen')
      }
    >
      <span className="font-medium">{title}</span> {children}
    </div>
  );
}
