import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { useAdminParams } from '../use-admin-params';

/** Status chips (links: each filter has its own URL) and a search box, for both inboxes. */
export function InboxFilters<Status extends string>({
  statuses,
  labels,
  label,
  searchLabel,
  children,
}: {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  label: string;
  searchLabel: string;
  children?: ReactNode;
}) {
  const { text, hrefWith, update } = useAdminParams();
  const current = text('status');
  const [search, setSearch] = useState(text('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: undefined });
  };
  const chips: { value: string | undefined; name: string }[] = [
    { value: undefined, name: 'All' },
    ...statuses.map((status) => ({ value: status, name: labels[status] })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={label}>
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.name}>
              <Link
                to={hrefWith({ status: chip.value, page: undefined })}
                aria-current={chip.value === current ? 'page' : undefined}
                className={
                  'inline-flex min-h-tap items-center rounded-full border px-4 text-sm font-medium ' +
                  (chip.value === current
                    ? 'border-ink bg-ink text-ivory'
                    : 'border-sand bg-white text-ink hover:border-taupe/50')
                }
              >
                {chip.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        role="search"
        aria-label={searchLabel}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-card border border-sand bg-white p-5"
      >
        <TextField
          label="Search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="min-w-48 flex-1"
        />
        {children}
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </div>
  );
}

/** Shopper text, always as text: React escapes it, and line breaks are kept. */
export function ShopperText({ children }: { children: string }) {
  return <p className="text-[0.9375rem] break-words whitespace-pre-wrap text-ink">{children}</p>;
}
