import { useState, type FormEvent } from 'react';
import { AUDIT_TARGET_TYPES } from '@/domain/admin-accounts';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import type { AuditFilters } from '../../api/admin-audit';
import { actionLabel, AUDIT_ACTION_GROUPS, AUDIT_TARGET_LABELS } from './audit-format';

export type ActivityFilterValues = Omit<AuditFilters, 'page'>;

interface Draft {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

function draftOf(filters: ActivityFilterValues): Draft {
  const target = filters.target ?? '';
  const split = target.indexOf(':');
  return {
    actor: filters.actor ?? '',
    action: filters.action ?? '',
    targetType: split < 0 ? target : target.slice(0, split),
    targetId: split < 0 ? '' : target.slice(split + 1),
    from: filters.from ?? '',
    to: filters.to ?? '',
  };
}

const EMPTY: Draft = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** Who, what, on what and when; applied together so the log is asked for once. */
export function ActivityFiltersForm({
  filters,
  onApply,
}: {
  filters: ActivityFilterValues;
  onApply: (filters: ActivityFilterValues) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const apply = (values: Draft) => {
    const targetId = values.targetId.trim();
    onApply({
      actor: values.actor.trim() || undefined,
      action: values.action || undefined,
      target: values.targetType
        ? targetId
          ? `${values.targetType}:${targetId}`
          : values.targetType
        : undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (draft.from && draft.to && draft.from > draft.to) {
      found.to = 'The first day must not be after the last day.';
    }
    if (draft.targetId.trim() && !draft.targetType) {
      found.targetId = 'Choose what kind of target this is, too.';
    }
    setProblems(found);
    if (Object.keys(found).length === 0) apply(draft);
  };

  const clear = () => {
    setDraft(EMPTY);
    setProblems({});
    apply(EMPTY);
  };

  const knownAction = AUDIT_ACTION_GROUPS.some((group) => group.value === draft.action);
  const knownTarget = AUDIT_TARGET_TYPES.some((type) => type === draft.targetType);
  return (
    <form
      role="search"
      aria-label="Filter the activity"
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-card border border-sand bg-white p-5 sm:grid-cols-2 lg:grid-cols-3 lg:items-start"
    >
      <TextField
        label="Who"
        type="search"
        placeholder="Part of an email"
        value={draft.actor}
        onChange={set('actor')}
      />
      <SelectField label="Action" value={draft.action} onChange={set('action')}>
        <option value="">Every action</option>
        {AUDIT_ACTION_GROUPS.map((group) => (
          <option key={group.value} value={group.value}>
            {group.label}
          </option>
        ))}
        {/* An action the URL names exactly (order.status) stays choosable. */}
        {draft.action && !knownAction ? (
          <option value={draft.action}>{actionLabel(draft.action)}</option>
        ) : null}
      </SelectField>
      <SelectField label="Target" value={draft.targetType} onChange={set('targetType')}>
        <option value="">Any target</option>
        {AUDIT_TARGET_TYPES.map((type) => (
          <option key={type} value={type}>
            {AUDIT_TARGET_LABELS[type]}
          </option>
        ))}
        {draft.targetType && !knownTarget ? (
          <option value={draft.targetType}>{draft.targetType}</option>
        ) : null}
      </SelectField>
      <TextField
        label="Target id"
        placeholder="Optional: one order, product…"
        autoComplete="off"
        value={draft.targetId}
        onChange={set('targetId')}
        error={problems.targetId}
      />
      <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="To" type="date" value={draft.to} onChange={set('to')} error={problems.to} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3 lg:justify-end">
        <Button type="submit" className="flex-1 sm:flex-none">
          Apply
        </Button>
        <Button variant="quiet" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
