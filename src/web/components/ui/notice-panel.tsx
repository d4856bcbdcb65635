import type { ReactNode } from 'react';

interface NoticePanelProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links that get the shopper moving again. */
  actions?: ReactNode;
  /** 'alert' is announced at once (errors); 'quiet' is for empty results and missing things. */
  tone?: 'quiet' | 'alert';
  /** Heading level inside the page; the panel never brings its own h1 unless told. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** The designed empty, error and not-found states: what happened, and what to do next. */
export function NoticePanel({
  title,
  children,
  actions,
  tone = 'quiet',
  headingLevel = 2,
  className = '',
}: NoticePanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role={tone === 'alert' ? 'alert' : undefined}
      className={
        'rounded-card border px-6 py-10 text-center sm:px-10 sm:py-14 ' +
        (tone === 'alert' ? 'border-accent-200 bg-accent-50 ' : 'border-sand bg-linen/60 ') +
        className
      }
    >
      <Heading
        className={
          headingLevel === 1 ? 'text-title font-medium' : 'text-heading font-medium text-ink'
        }
      >
        {title}
      </Heading>
      {children ? (
        <div className="mx-auto mt-3 max-w-prose text-[0.9375rem] text-taupe">{children}</div>
      ) : null}
      {actions ? <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
