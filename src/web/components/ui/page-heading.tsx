import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  /** One line saying what the page is for. */
  lead: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}

/** The top of a page: its single h1 and what it is for, with room to breathe. */
export function PageHeading({ title, lead, eyebrow, children }: PageHeadingProps) {
  return (
    <header className="mx-auto max-w-content px-5 pt-12 pb-10 sm:px-8 sm:pt-16 sm:pb-14">
      {eyebrow ? (
        <p className="mb-3 text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="max-w-prose text-title font-medium">{title}</h1>
      <p className="mt-4 max-w-prose text-lead text-taupe">{lead}</p>
      {children}
    </header>
  );
}
