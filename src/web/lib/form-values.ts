/**
 * An empty optional field is "not given", which the shared schemas expect as undefined: pass it
 * as react-hook-form's `setValueAs` for optional text fields.
 */
export const optional = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
