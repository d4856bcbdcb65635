import type { ReactNode } from 'react';

/** The confirmation a form turns into once the shop has it: focused, so it is read out. */
export function SentPanel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="rounded-card border border-sand bg-white px-6 py-10 text-center sm:px-10 sm:py-14"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2
        tabIndex={-1}
        ref={(node) => node?.focus()}
        className="mt-5 text-heading font-medium text-ink outline-none"
      >
        {title}
      </h2>
      <div className="mx-auto mt-3 max-w-prose text-[0.9375rem] text-taupe">{children}</div>
      {actions ? <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}

/** The refusal at the top of a form, announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-card border border-accent-200 bg-accent-50 px-5 py-4 text-[0.9375rem] text-ink"
    >
      {children}
    </div>
  );
}
