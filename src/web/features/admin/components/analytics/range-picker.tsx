import { useState, type FormEvent } from 'react';
import {
  isCalendarDay,
  presetOf,
  presetRange,
  rangeIssues,
  STATS_PRESETS,
  type StatsRange,
} from '@/domain/stats';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';

/** The range: a preset (last 7, 30, 90 days, this year) or two days of the admin's choosing. */
export function RangePicker({
  range,
  today,
  onChange,
}: {
  range: StatsRange;
  /** Today in Amsterdam, YYYY-MM-DD: the presets end on it. */
  today: string;
  onChange: (range: StatsRange) => void;
}) {
  const preset = presetOf(range, today);
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div
        role="group"
        aria-label="Date range"
        className="inline-flex max-w-full flex-wrap self-start rounded-card border border-sand bg-ivory p-1 sm:rounded-full"
      >
        {STATS_PRESETS.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={preset === option.id}
            onClick={() => onChange(presetRange(option.id, today))}
            className={
              'min-h-tap rounded-full px-4 text-[0.9375rem] font-medium transition-colors ' +
              (preset === option.id ? 'bg-white text-ink shadow-soft' : 'text-taupe hover:text-ink')
            }
          >
            {option.label}
          </button>
        ))}
      </div>
      {/* Keyed by the range, so the fields show a range chosen with a preset too. */}
      <CustomRange key={`${range.from}/${range.to}`} range={range} onChange={onChange} />
    </div>
  );
}

function CustomRange({
  range,
  onChange,
}: {
  range: StatsRange;
  onChange: (range: StatsRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: { from?: string; to?: string } = {};
    if (!isCalendarDay(from)) found.from = 'Choose the first day';
    if (!isCalendarDay(to)) found.to = 'Choose the last day';
    if (!found.from && !found.to) {
      for (const issue of rangeIssues(from, to))
        found[issue.path[0] as 'from' | 'to'] = issue.message;
    }
    setErrors(found);
    if (!found.from && !found.to) onChange({ from, to });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Custom range"
      className="flex flex-col gap-3 min-[420px]:flex-row min-[420px]:items-start"
    >
      <TextField
        label="From"
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        error={errors.from}
        className="min-[420px]:w-44"
      />
      <TextField
        label="To"
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={errors.to}
        className="min-[420px]:w-44"
      />
      <Button type="submit" variant="secondary" className="min-[420px]:mt-7">
        Show range
      </Button>
    </form>
  );
}
