/** The Tress mark (three strands of one lock) and wordmark, in the accent colour. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8 shrink-0">
        <rect width="64" height="64" rx="16" className="fill-accent-700" />
        <g fill="none" strokeLinecap="round" strokeWidth="4.2" className="stroke-ivory">
          <path d="M21 12c8 6 0 13 5 20s-3 13 2 20" />
          <path d="M31 10c8 6 0 14 5 21s-3 13 2 21" opacity=".85" />
          <path d="M41 12c8 6 0 13 5 20s-3 13 2 20" opacity=".7" />
        </g>
      </svg>
      <span className="font-display text-[1.625rem] leading-none font-medium tracking-tight text-ink">
        Tress
      </span>
    </span>
  );
}
