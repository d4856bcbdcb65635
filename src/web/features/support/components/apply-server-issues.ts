import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formProblemOf } from '../api/form-problem';

/** Puts each field the server refused beside that field; true when there was one. */
export function applyServerIssues<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  const problem = formProblemOf(error);
  if (!problem) return false;
  let applied = false;
  for (const field of fields) {
    const message = problem.fields[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
