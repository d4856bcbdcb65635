import type { ReactNode } from 'react';

/** One section of the analytics: its heading, what it counts, its chart and its table(s). */
export function StatsSection({
  id,
  title,
  note,
  chart,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  chart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 border-t border-sand pt-8">
      <div>
        <h2 id={id} className="text-heading font-medium">
          {title}
        </h2>
        {note ? <p className="mt-2 max-w-prose text-[0.9375rem] text-taupe">{note}</p> : null}
      </div>
      {chart ? (
        <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
          <div className="min-w-0 rounded-card border border-sand bg-white p-3 sm:p-4">{chart}</div>
          <div className="flex min-w-0 flex-col gap-6">{children}</div>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
