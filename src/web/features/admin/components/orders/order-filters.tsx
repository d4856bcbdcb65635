import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES } from '@/domain/order-status';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { SelectField } from '@/web/components/ui/select-field';
import { ORDER_STATUS_LABELS } from '../../admin-format';
import type { OrderFilters } from '../../api/admin-keys';

type Draft = Required<Omit<OrderFilters, 'page'>>;

function draftOf(filters: OrderFilters): Draft {
  return {
    status: filters.status ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    q: filters.q ?? '',
  };
}

/** Status, dates and a search; applied together so the list is asked for once. */
export function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: OrderFilters;
  onApply: (filters: Omit<OrderFilters, 'page'>) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem('The first day must not be after the last day.');
      return;
    }
    setProblem(null);
    onApply({ ...draft, q: draft.q.trim() });
  };

  const clear = () => {
    const empty = { status: '', from: '', to: '', q: '' };
    setDraft(empty);
    setProblem(null);
    onApply(empty);
  };

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={submit}
      className="grid gap-4 rounded-card border border-sand bg-white p-5 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <TextField
        label="Search"
        type="search"
        placeholder="Order number, email or name"
        value={draft.q}
        onChange={set('q')}
        className="sm:col-span-2 lg:col-span-4"
      />
      <SelectField label="Status" value={draft.status} onChange={set('status')}>
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        onChange={set('to')}
        error={problem ?? undefined}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          Apply
        </Button>
        <Button variant="quiet" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
