import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
  count?: number | undefined;
}

interface ChoiceListProps {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}

/** A radio group drawn as a list of rows: big targets, the count of products beside each. */
export function ChoiceList({ legend, name, choices, value, onChange }: ChoiceListProps) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold tracking-[0.12em] text-ink uppercase">
        {legend}
      </legend>
      <div className="mt-3 flex flex-col">
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value || 'all'}`;
          return (
            <div key={choice.value} className="relative">
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                className="peer absolute top-1/2 left-2 size-4 -translate-y-1/2 accent-accent-700"
              />
              <label
                htmlFor={inputId}
                className="flex min-h-tap cursor-pointer items-center justify-between gap-3 rounded-field py-2 pr-3 pl-9 text-[0.9375rem] text-ink hover:bg-linen peer-checked:font-medium"
              >
                <span>{choice.label}</span>
                {choice.count !== undefined ? (
                  <span className="text-sm text-taupe tabular-nums">{choice.count}</span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
