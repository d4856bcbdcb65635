import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  INVOICE_KINDS,
  INVOICE_PAGE_SIZE,
  INVOICE_STATUSES,
  type InvoiceKind,
  type InvoiceStatus,
} from '@/domain/invoices';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { Pagination } from '@/web/components/ui/pagination';
import { SelectField } from '@/web/components/ui/select-field';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { invoicesQuery, type InvoiceFilters } from '../../api/admin-invoices';
import { AdminErrorState } from '../admin-error-state';
import { INVOICE_STATUS_LABELS } from './invoice-badge';
import { InvoicesTable } from './invoices-table';

const KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Invoices',
  credit_note: 'Credit notes',
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The tab's filters, read from and written to the URL (?tab=invoices&status=…&kind=…&q=…). */
function useInvoiceParams() {
  const [params] = useSearchParams();
  const filters: InvoiceFilters = {
    status: oneOf(INVOICE_STATUSES, params.get('status')),
    kind: oneOf(INVOICE_KINDS, params.get('kind')),
    q: params.get('q')?.trim() || undefined,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const hrefWith = (
    changes: Partial<Record<keyof InvoiceFilters, string | number | undefined>>,
  ) => {
    const next: Record<string, string | number> = { tab: 'invoices' };
    const merged = { ...filters, page: undefined, ...changes };
    for (const [name, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) {
        next[name] = value;
      }
    }
    return paths.batchesAndInvoices(next);
  };
  return { filters, hrefWith };
}

/**
 * /batch-processing?tab=invoices: every invoice and credit note, filtered by status (all, open,
 * paid, overdue) and searched by number, order number or buyer; download a PDF, mark one paid.
 */
export function InvoicesPanel() {
  const { filters, hrefWith } = useInvoiceParams();
  const query = useQuery(invoicesQuery(filters));
  const filtered = Boolean(filters.status || filters.kind || filters.q);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-[0.9375rem] text-taupe">
        Business orders are invoiced when paid, or when placed on invoice; an admin invoices any
        other paid order from its page. Cancelling or refunding an invoiced order issues a credit
        note. Issued invoices never change.
      </p>
      <StatusFilter current={filters.status} hrefWith={hrefWith} />
      <SearchForm
        key={`${filters.q ?? ''}|${filters.kind ?? ''}`}
        filters={filters}
        hrefWith={hrefWith}
      />
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading invoices" text="Loading invoices…" />
        </div>
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the invoices"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        filtered ? (
          <NoticePanel title="No invoices match">
            Nothing matches these filters.{' '}
            <Link
              to={paths.batchesAndInvoices({ tab: 'invoices' })}
              className="text-accent-700 underline"
            >
              Show every invoice
            </Link>
            .
          </NoticePanel>
        ) : (
          <NoticePanel title="No invoices yet">
            Invoices appear here once a salon pays an order, places one on invoice, or an admin
            invoices a paid order from the order&apos;s page.
          </NoticePanel>
        )
      ) : (
        <>
          <p className="text-sm text-taupe" aria-live="polite">
            {query.data.total === 1 ? '1 document' : `${query.data.total} documents`}
          </p>
          <InvoicesTable invoices={query.data.items} />
          <Pagination
            page={filters.page}
            pageCount={Math.ceil(query.data.total / INVOICE_PAGE_SIZE)}
            hrefFor={(page) => hrefWith({ page })}
            label="Invoice pages"
          />
        </>
      )}
    </div>
  );
}

function StatusFilter({
  current,
  hrefWith,
}: {
  current: InvoiceStatus | undefined;
  hrefWith: (changes: { status: string | undefined }) => string;
}) {
  const options = [
    { value: undefined, label: 'All' },
    ...INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] })),
  ];
  return (
    <nav aria-label="Filter by status">
      <ul className="inline-flex max-w-full flex-wrap rounded-full border border-sand bg-ivory p-1">
        {options.map((option) => {
          const active = option.value === current;
          return (
            <li key={option.label}>
              <Link
                to={hrefWith({ status: option.value })}
                aria-current={active ? 'true' : undefined}
                className={
                  'inline-flex min-h-tap items-center rounded-full px-4 text-[0.9375rem] font-medium transition-colors ' +
                  (active ? 'bg-white text-ink shadow-soft' : 'text-taupe hover:text-ink')
                }
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SearchForm({
  filters,
  hrefWith,
}: {
  filters: InvoiceFilters;
  hrefWith: (changes: { q?: string | undefined; kind?: string | undefined }) => string;
}) {
  const navigate = useNavigate();
  const [q, setQ] = useState(filters.q ?? '');
  const [kind, setKind] = useState<string>(filters.kind ?? '');
  const apply = (changes: { q: string; kind: string }) => {
    const href = hrefWith({ q: changes.q.trim() || undefined, kind: changes.kind || undefined });
    void navigate(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q, kind });
  };
  return (
    <form
      role="search"
      aria-label="Search invoices"
      onSubmit={submit}
      className="grid gap-4 rounded-card border border-sand bg-white p-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <TextField
        label="Search"
        type="search"
        placeholder="Invoice number, order number or buyer"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <SelectField label="Documents" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="">Invoices and credit notes</option>
        {INVOICE_KINDS.map((value) => (
          <option key={value} value={value}>
            {KIND_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          Search
        </Button>
        {filters.q || filters.kind ? (
          <Button
            variant="quiet"
            onClick={() => {
              setQ('');
              setKind('');
              apply({ q: '', kind: '' });
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
